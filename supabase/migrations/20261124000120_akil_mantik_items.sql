-- The Akıl-Mantık answer key on the server (issue 15 §2): the fifteen scored items in order with
-- their format, correct option (1-based), option count and the rule each option breaks — the
-- values of SCORED_ITEMS (mf-tests/src/static-pages/cognitive-tests/akil-mantik/design.ts, items
-- generated in code from a fixed seed); a test compares the two
-- (supabase/tests/schema/derived-scores.test.ts), so they cannot drift apart unnoticed.
-- akil_mantik_derive_scores (20261124000130) re-scores every stored answer against it. Row level
-- security on and no policy: no API caller reads the key (the security definer trigger does).
create table public.akil_mantik_items (
  item_id text primary key,
  position smallint not null unique check (position between 1 and 15),
  format text not null check (format in ('dortlu_yatay', 'dortlu_kare', 'altili_kare', 'l_format', 'dokuzlu')),
  correct_option smallint not null,
  option_count smallint not null check (option_count between 2 and 8),
  option_breaks text[] not null,
  check (correct_option between 1 and option_count),
  check (cardinality(option_breaks) = option_count)
);
comment on table public.akil_mantik_items is
  'Akıl-Mantık answer key (SCORED_ITEMS of the page): format, correct option, option count and broken rule per option; read by akil_mantik_derive_scores.';

alter table public.akil_mantik_items enable row level security;
revoke all on public.akil_mantik_items from anon, authenticated;

insert into public.akil_mantik_items (item_id, position, format, correct_option, option_count, option_breaks) values
  ('dy1', 1, 'dortlu_yatay', 4, 4, array['shape', 'count', 'color', null]::text[]),
  ('dy2', 2, 'dortlu_yatay', 1, 4, array[null, 'count', 'color', 'rotation']::text[]),
  ('dy3', 3, 'dortlu_yatay', 2, 4, array['count', null, 'color', 'rotation']::text[]),
  ('dk1', 4, 'dortlu_kare', 4, 4, array['color', 'count', 'shape', null]::text[]),
  ('dk2', 5, 'dortlu_kare', 2, 4, array['color', null, 'size', 'count']::text[]),
  ('dk3', 6, 'dortlu_kare', 3, 4, array['rotation', 'color', null, 'size']::text[]),
  ('ak1', 7, 'altili_kare', 5, 5, array['size', 'rotation', 'count', 'shape', null]::text[]),
  ('ak2', 8, 'altili_kare', 4, 5, array['color', 'rotation', 'count', null, 'shape']::text[]),
  ('ak3', 9, 'altili_kare', 2, 5, array['size', null, 'shape', 'rotation', 'count']::text[]),
  ('l1', 10, 'l_format', 1, 5, array[null, 'rotation', 'color', 'count', 'shape']::text[]),
  ('l2', 11, 'l_format', 3, 5, array['size', 'shape', null, 'rotation', 'count']::text[]),
  ('l3', 12, 'l_format', 5, 5, array['size', 'color', 'count', 'shape', null]::text[]),
  ('d1', 13, 'dokuzlu', 4, 6, array['color', 'count', 'size', null, 'rotation', 'shape']::text[]),
  ('d2', 14, 'dokuzlu', 3, 6, array['rotation', 'count', null, 'color', 'shape', 'size']::text[]),
  ('d3', 15, 'dokuzlu', 2, 6, array['count', null, 'color', 'size', 'rotation', 'shape']::text[]);
