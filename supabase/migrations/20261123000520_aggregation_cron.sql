-- Hosted Supabase drains public.aggregation_queue with pg_cron + pg_net (issue 15 §1); the local
-- server has its own job runner (supabase/local/src/jobs.ts) and neither extension, so this
-- migration is a no-op there. Every 10 seconds: the sweep queues forgotten sessions, then each
-- pending session is posted to the cognitive-aggregator function with the service role key. The
-- function is idempotent (one record per session); the next tick's sweep re-queues a session
-- whose run did not produce a record, and aggregation_queue.last_error keeps the latest reason
-- (read back from net._http_response by the following tick).
-- Setup on the hosted project (once, SQL editor): store the project URL and service role key in
-- Vault under the names used below:
--   select vault.create_secret('https://<ref>.supabase.co', 'akademi_project_url');
--   select vault.create_secret('<service role key>', 'akademi_service_role_key');
do $outer$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron')
     or not exists (select 1 from pg_extension where extname = 'pg_net') then
    raise notice 'pg_cron/pg_net not installed: aggregation runs in the local job runner';
    return;
  end if;

  execute $fn$
  create or replace function public.drain_aggregation_queue_http() returns integer
  language plpgsql security definer set search_path = '' as $body$
  declare
    base text := (select decrypted_secret from vault.decrypted_secrets where name = 'akademi_project_url');
    key text := (select decrypted_secret from vault.decrypted_secrets where name = 'akademi_service_role_key');
    q record;
    n integer := 0;
  begin
    perform public.sweep_aggregations(30);
    if base is null or key is null then
      update public.aggregation_queue set last_error = 'vault secrets akademi_project_url / akademi_service_role_key missing'
        where done_at is null;
      return 0;
    end if;
    -- sessions that now have their record are done
    update public.aggregation_queue aq set done_at = now(), last_error = null
      where aq.done_at is null and exists (select 1 from public.cognitive_test_result r where r.session_id = aq.session_id);
    for q in
      select session_id, attempts from public.aggregation_queue
      where done_at is null and next_attempt_at <= now() and attempts < 10
      order by enqueued_at limit 20
    loop
      perform net.http_post(
        url := base || '/functions/v1/cognitive-aggregator',
        body := jsonb_build_object('sessionId', q.session_id),
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || key),
        timeout_milliseconds := 15000);
      update public.aggregation_queue
        set attempts = attempts + 1,
            next_attempt_at = now() + make_interval(secs => least(600, 5 * power(2, q.attempts))),
            last_error = 'sent to cognitive-aggregator; no record yet'
        where session_id = q.session_id;
      n := n + 1;
    end loop;
    return n;
  end $body$;
  $fn$;
  execute 'revoke execute on function public.drain_aggregation_queue_http() from public, anon, authenticated';

  perform cron.schedule('akademi-aggregation', '10 seconds', 'select public.drain_aggregation_queue_http()');
end $outer$;
