-- The retention job (issue 26 §4) scheduled with cron.schedule everywhere (issue 27 §2): pg_cron on
-- hosted Supabase, the local server's pg_cron stand-in locally (20261126440100). Daily at 03:30 UTC,
-- as 20261126220600_retention_cron.sql scheduled it where pg_cron happened to be installed.
select cron.schedule('akademi-retention', '30 3 * * *', 'select public.run_retention()');
