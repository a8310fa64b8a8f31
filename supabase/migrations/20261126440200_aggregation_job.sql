-- The aggregation job, scheduled the same way everywhere (issue 27 §2): pg_cron runs
-- public.drain_aggregation_queue_http() every 5 seconds, which posts each pending session to the
-- cognitive-aggregator function with pg_net and, on the next tick, reads the answer back from
-- net._http_response: a failed call (an error answer, a refused connection, a timeout) is kept in
-- aggregation_queue.last_error and retried with back-off (5 s · 2^attempts, at most 10 min, at most
-- 10 attempts). On hosted Supabase pg_cron and pg_net are real; locally the stand-ins of
-- 20261126440100 are run by the local server. Replaces the job of 20261123000520, which scheduled
-- itself only where both extensions happened to be installed.
-- Setup on the hosted project (once, SQL editor; the names Supabase's docs use for calling edge
-- functions from pg_cron):
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- (The local server stores its own URL and key under these names when it starts.)

alter table public.aggregation_queue add column http_request_id bigint;
comment on column public.aggregation_queue.http_request_id is
  'The pg_net request of the latest call to cognitive-aggregator, until its answer is read back.';

-- A pg_net answer as the reason a call failed (null when it succeeded).
create or replace function public.aggregation_call_error(p_status integer, p_content text, p_error text, p_timed_out boolean)
returns text language plpgsql immutable set search_path = '' as $$
declare
  body jsonb;
begin
  if p_timed_out then
    return 'timed out: ' || coalesce(p_error, 'no answer');
  end if;
  if p_status is null then
    return 'unreachable: ' || coalesce(p_error, 'no answer');
  end if;
  begin
    body := p_content::jsonb;
  exception when others then
    body := null;
  end;
  if p_status between 200 and 299 and coalesce(body ->> 'ok', '') = 'true' then
    return null;
  end if;
  return left(format('%s (HTTP %s): %s', coalesce(body ->> 'reason', 'failed'), p_status,
    coalesce((body -> 'details')::text, case when body is null then left(coalesce(p_content, ''), 500) else 'null' end)), 2000);
end $$;

create or replace function public.drain_aggregation_queue_http() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  base text := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url' limit 1);
  key text := (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key' limit 1);
  q record;
  n integer := 0;
begin
  perform public.sweep_aggregations(30);
  -- answers of earlier calls: the reason a call failed stays in last_error
  for q in
    select aq.session_id, r.status_code, r.content, r.error_msg, r.timed_out
      from public.aggregation_queue aq
      join net._http_response r on r.id = aq.http_request_id
     where aq.done_at is null
  loop
    update public.aggregation_queue
       set http_request_id = null,
           last_error = public.aggregation_call_error(q.status_code, q.content, q.error_msg, q.timed_out)
     where session_id = q.session_id;
  end loop;
  -- sessions that now have their record are done
  update public.aggregation_queue aq set done_at = now(), last_error = null, http_request_id = null
    where aq.done_at is null and exists (select 1 from public.cognitive_test_result r where r.session_id = aq.session_id);
  if base is null or key is null then
    update public.aggregation_queue set last_error = 'vault secrets project_url / service_role_key missing'
      where done_at is null;
    return 0;
  end if;
  for q in
    select session_id, attempts from public.aggregation_queue
     where done_at is null and next_attempt_at <= now() and attempts < 10
     order by enqueued_at limit 20
  loop
    update public.aggregation_queue
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => least(600, 5 * power(2, q.attempts))),
           http_request_id = net.http_post(
             url := rtrim(base, '/') || '/functions/v1/cognitive-aggregator',
             body := jsonb_build_object('sessionId', q.session_id),
             headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || key, 'apikey', key),
             timeout_milliseconds := 15000)
     where session_id = q.session_id;
    n := n + 1;
  end loop;
  return n;
end $$;
comment on function public.drain_aggregation_queue_http() is
  'The aggregation job (pg_cron, every 5 s): reads back earlier calls, posts pending sessions to cognitive-aggregator with pg_net.';
revoke execute on function public.drain_aggregation_queue_http() from public, anon, authenticated;
revoke execute on function public.aggregation_call_error(integer, text, text, boolean) from public, anon, authenticated;

-- pg_cron before 1.5 (e.g. Debian bookworm's 1.4) has no second schedules: there the job runs every
-- minute (hosted Supabase ships pg_cron 1.6, the local stand-in accepts seconds)
do $schedule$
begin
  perform cron.schedule('akademi-aggregation', '5 seconds', 'select public.drain_aggregation_queue_http()');
exception when invalid_parameter_value then
  raise notice 'pg_cron has no second schedules here: akademi-aggregation runs every minute';
  perform cron.schedule('akademi-aggregation', '* * * * *', 'select public.drain_aggregation_queue_http()');
end $schedule$;
