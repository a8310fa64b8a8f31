-- Hosted Supabase runs the retention job (issue 26 §4) with pg_cron, daily at 03:30 UTC; the local
-- server has no pg_cron, so this migration is a no-op there and its job runner
-- (supabase/local/src/jobs.ts, RETENTION_CRON) calls public.run_retention() on the same schedule —
-- the way 20261123000520_aggregation_cron.sql and the runner share the aggregation work.
-- A test (supabase/tests/privacy/retention.test.ts) checks that both name the same schedule.
do $outer$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    raise notice 'pg_cron not installed: retention runs in the local job runner';
    return;
  end if;
  perform cron.schedule('akademi-retention', '30 3 * * *', 'select public.run_retention()');
end $outer$;
