-- One combined cognitive record per session (issue 6, spec 2 §4): the aggregator is idempotent —
-- a second run (listener retry, launcher, repair tool) finds the existing row instead of adding
-- another. The unique index also settles two concurrent runs: the loser gets 23505 and reads
-- the winner's row.
drop index if exists public.cognitive_test_result_session_id_idx;
create unique index cognitive_test_result_session_id_key on public.cognitive_test_result (session_id);
