-- The Dikkat (attention) sequence on the server (issue 15 §2): the shape of each of the thirty
-- scored items in order — the values of SCORED_ITEMS
-- (mf-tests/src/static-pages/cognitive-tests/dikkat/design.ts); a test compares the two
-- (supabase/tests/schema/derived-scores.test.ts). attention_derive_scores (20261124000150)
-- re-scores every stored response against it. Row level security on and no policy: no API caller
-- reads or writes it (the security definer trigger reads it).
create table public.attention_items (
  position smallint primary key check (position between 1 and 30),
  shape text not null check (shape in ('star', 'circle', 'square', 'triangle'))
);
comment on table public.attention_items is
  'Dikkat sequence (SCORED_ITEMS of the page): the shape of each scored item; read by attention_derive_scores.';

alter table public.attention_items enable row level security;
revoke all on public.attention_items from anon, authenticated;

insert into public.attention_items (position, shape) values
  (1, 'star'), (2, 'star'), (3, 'circle'), (4, 'star'), (5, 'square'), (6, 'star'), (7, 'star'), (8, 'star'), (9, 'triangle'), (10, 'star'),
  (11, 'circle'), (12, 'star'), (13, 'star'), (14, 'square'), (15, 'star'), (16, 'triangle'), (17, 'star'), (18, 'star'), (19, 'star'), (20, 'circle'),
  (21, 'star'), (22, 'square'), (23, 'star'), (24, 'star'), (25, 'triangle'), (26, 'star'), (27, 'circle'), (28, 'star'), (29, 'star'), (30, 'star');
