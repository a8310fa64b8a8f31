-- The Hafıza (memory) questions on the server (issue 15 §2): target, the four options and the
-- correct option of each scored question of each part — the values of QUESTIONS
-- (mf-tests/src/static-pages/cognitive-tests/hafiza/design.ts); a test compares the two
-- (supabase/tests/schema/derived-scores.test.ts). memory_derive_scores (20261124000190)
-- re-scores every stored answer against it. Row level security on and no policy: no API caller
-- reads or writes it (the security definer trigger reads it).
create table public.memory_items (
  part text not null check (part in ('short_visual', 'short_auditory', 'long_visual', 'long_auditory')),
  position smallint not null check (position between 1 and 5),
  target text not null,
  options jsonb not null check (jsonb_typeof(options) = 'array' and jsonb_array_length(options) = 4),
  correct_index smallint not null check (correct_index between 0 and 3),
  primary key (part, position),
  check (options ->> correct_index = target)
);
comment on table public.memory_items is
  'Hafıza questions (QUESTIONS of the page): target, options and correct option of each scored question; read by memory_derive_scores.';

alter table public.memory_items enable row level security;
revoke all on public.memory_items from anon, authenticated;

insert into public.memory_items (part, position, target, options, correct_index) values
  ('short_visual', 1, 'tree', '["flower","cloud","tree","apple"]', 2), ('short_visual', 2, 'house', '["house","heart","moon","star"]', 0), ('short_visual', 3, 'sun', '["umbrella","flower","cloud","sun"]', 3), ('short_visual', 4, 'balloon', '["apple","balloon","heart","moon"]', 1), ('short_visual', 5, 'fish', '["fish","star","umbrella","flower"]', 0),
  ('short_auditory', 1, 'kapı', '["kapı","kitap","bardak","çanta"]', 0), ('short_auditory', 2, 'saat', '["köpek","tabak","saat","tavuk"]', 2), ('short_auditory', 3, 'kalem', '["yastık","kalem","kitap","bardak"]', 1), ('short_auditory', 4, 'kuzu', '["çanta","köpek","tabak","kuzu"]', 3), ('short_auditory', 5, 'masa', '["tavuk","yastık","masa","kitap"]', 2),
  ('long_visual', 1, 'balloon', '["star","balloon","umbrella","flower"]', 1), ('long_visual', 2, 'sun', '["cloud","apple","heart","sun"]', 3), ('long_visual', 3, 'fish', '["fish","moon","star","umbrella"]', 0), ('long_visual', 4, 'house', '["flower","cloud","house","apple"]', 2), ('long_visual', 5, 'tree', '["heart","moon","star","tree"]', 3),
  ('long_auditory', 1, 'kuzu', '["tavuk","yastık","kitap","kuzu"]', 3), ('long_auditory', 2, 'kalem', '["bardak","kalem","çanta","köpek"]', 1), ('long_auditory', 3, 'masa', '["tabak","tavuk","masa","yastık"]', 2), ('long_auditory', 4, 'saat', '["saat","kitap","bardak","çanta"]', 0), ('long_auditory', 5, 'kapı', '["köpek","kapı","tabak","tavuk"]', 1);
