-- The Stroop design on the server (issue 15 §2): the word and ink of each scored item of stages 2
-- and 3 in order — the values of STAGE2_ITEMS and STAGE3_ITEMS
-- (mf-tests/src/static-pages/cognitive-tests/stroop/design.ts), and the text shown (itemText); a
-- test compares the two (supabase/tests/schema/derived-scores.test.ts). stroop_derive_scores
-- (20261124000170) re-scores every stored answer against it. Row level security on and no
-- policy: no API caller reads or writes it (the security definer trigger reads it).
create table public.stroop_items (
  stage smallint not null check (stage in (2, 3)),
  position smallint not null check (position between 1 and 12),
  word text check (word in ('red', 'blue', 'green', 'yellow')),
  ink text not null check (ink in ('red', 'blue', 'green', 'yellow')),
  shown_text text not null check (shown_text in ('XXXXX', 'KIRMIZI', 'MAVİ', 'YEŞİL', 'SARI')),
  primary key (stage, position),
  check ((stage = 2) = (word is null))
);
comment on table public.stroop_items is
  'Stroop design (STAGE2_ITEMS, STAGE3_ITEMS of the page): word, ink and text of each scored item; read by stroop_derive_scores.';

alter table public.stroop_items enable row level security;
revoke all on public.stroop_items from anon, authenticated;

insert into public.stroop_items (stage, position, word, ink, shown_text) values
  (2, 1, null, 'red', 'XXXXX'), (2, 2, null, 'green', 'XXXXX'), (2, 3, null, 'blue', 'XXXXX'), (2, 4, null, 'yellow', 'XXXXX'),
  (2, 5, null, 'green', 'XXXXX'), (2, 6, null, 'red', 'XXXXX'), (2, 7, null, 'yellow', 'XXXXX'), (2, 8, null, 'blue', 'XXXXX'),
  (2, 9, null, 'red', 'XXXXX'), (2, 10, null, 'yellow', 'XXXXX'), (2, 11, null, 'green', 'XXXXX'), (2, 12, null, 'blue', 'XXXXX'),
  (3, 1, 'red', 'blue', 'KIRMIZI'), (3, 2, 'blue', 'green', 'MAVİ'), (3, 3, 'red', 'yellow', 'KIRMIZI'), (3, 4, 'green', 'blue', 'YEŞİL'),
  (3, 5, 'blue', 'red', 'MAVİ'), (3, 6, 'green', 'yellow', 'YEŞİL'), (3, 7, 'yellow', 'red', 'SARI'), (3, 8, 'red', 'green', 'KIRMIZI'),
  (3, 9, 'blue', 'yellow', 'MAVİ'), (3, 10, 'yellow', 'green', 'SARI'), (3, 11, 'green', 'red', 'YEŞİL'), (3, 12, 'yellow', 'blue', 'SARI');
