-- The Puzzle test's fixed design on the server (issue 15 §2): the four scored puzzles with their
-- piece count, grid, picture and time limit — the values of SCORED_PUZZLES
-- (mf-tests/src/static-pages/cognitive-tests/puzzle/design.ts); a test compares the two
-- (supabase/tests/schema/derived-scores.test.ts), so they cannot drift apart unnoticed.
-- puzzle_derive_scores (20261124000110) reads it to score a stored run. Reference data only:
-- row level security on and no policy, so no API caller reads or writes it; the security definer
-- trigger function does.
create table public.puzzle_design (
  puzzle smallint primary key check (puzzle between 1 and 4),
  piece_count smallint not null check (piece_count between 1 and 64),
  grid_rows smallint not null check (grid_rows between 1 and 8),
  grid_cols smallint not null check (grid_cols between 1 and 8),
  scene text not null,
  time_limit_seconds integer check (time_limit_seconds > 0),
  check (piece_count = grid_rows * grid_cols)
);
comment on table public.puzzle_design is
  'Puzzle design (SCORED_PUZZLES of the Puzzle page): piece count, grid, picture and time limit per scored puzzle; read by puzzle_derive_scores.';

alter table public.puzzle_design enable row level security;
revoke all on public.puzzle_design from anon, authenticated;

insert into public.puzzle_design (puzzle, piece_count, grid_rows, grid_cols, scene, time_limit_seconds) values
  (1, 4, 2, 2, 'ev', 45),
  (2, 6, 2, 3, 'deniz', 60),
  (3, 9, 3, 3, 'uzay', 90),
  (4, 16, 4, 4, 'bahçe', 120);
