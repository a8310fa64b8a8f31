-- Server-side aggregation (issue 15 §1): the combined cognitive record no longer depends on a
-- browser tab. When the fifth sub-test row of a session is stored, a trigger queues the session
-- here (and wakes the job runner with NOTIFY aggregation_queue); a job runner drains the queue by
-- calling the cognitive-aggregator function with the service role, and a periodic sweep queues
-- any session whose five rows exist without a record (healing a lost trigger or a failed run).
-- Local server: supabase/local/src/jobs.ts. Hosted Supabase: pg_cron + pg_net (next migration).

create table public.aggregation_queue (
  session_id uuid primary key,
  enqueued_at timestamptz not null default now(),
  -- set by the runner: how often it tried, why the last try failed, when to try next
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (char_length(last_error) <= 2000),
  next_attempt_at timestamptz not null default now(),
  done_at timestamptz
);
comment on table public.aggregation_queue is
  'Sessions whose five cognitive sub-tests are stored, waiting for (or done with) the combined record; drained by the job runner / pg_cron. last_error says why a session could not be aggregated.';
create index aggregation_queue_pending_idx on public.aggregation_queue (next_attempt_at) where done_at is null;

alter table public.aggregation_queue enable row level security;
-- written by triggers and the service role only; admins may read it (the repair tool)
create policy aggregation_queue_select_admin on public.aggregation_queue for select to authenticated
  using ((select public.is_admin()));

-- Does the session hold all five sub-tests and no combined record yet?
create or replace function public.session_awaits_aggregation(p_session uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_session is not null
    and exists (select 1 from public.attention_test_results where session_id = p_session)
    and exists (select 1 from public.memory_test_results where session_id = p_session)
    and exists (select 1 from public.stroop_test_results where session_id = p_session)
    and exists (select 1 from public.puzzle_test_results where session_id = p_session)
    and exists (select 1 from public.akil_mantik_test_results where session_id = p_session)
    and not exists (select 1 from public.cognitive_test_result where session_id = p_session)
$$;

-- Queues a session (again, if an earlier run finished without a record) and wakes the runner.
create or replace function public.enqueue_aggregation(p_session uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.aggregation_queue as q (session_id) values (p_session)
  on conflict (session_id) do update
    set next_attempt_at = now(), done_at = null, attempts = 0
    where q.done_at is not null;
  perform pg_notify('aggregation_queue', p_session::text);
end $$;

create or replace function public.enqueue_aggregation_on_subtest() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if public.session_awaits_aggregation(new.session_id) then
    perform public.enqueue_aggregation(new.session_id);
  end if;
  return null;
end $$;
comment on function public.enqueue_aggregation_on_subtest() is
  'AFTER INSERT on the five sub-test tables: queues the session for aggregation once all five rows exist.';

do $$
declare
  t text;
begin
  foreach t in array array['attention_test_results', 'memory_test_results', 'stroop_test_results',
                           'puzzle_test_results', 'akil_mantik_test_results'] loop
    execute format('create trigger %1$s_enqueue_aggregation after insert on public.%1$I
      for each row execute function public.enqueue_aggregation_on_subtest()', t);
  end loop;
end $$;

-- The sweep: queues every session (of the last p_days) whose five rows exist without a record
-- and that is not already pending. Returns how many it queued.
create or replace function public.sweep_aggregations(p_days integer default 30) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  n integer := 0;
  sid uuid;
begin
  for sid in
    select distinct a.session_id
    from public.attention_test_results a
    where a.created_at > now() - make_interval(days => p_days)
      and public.session_awaits_aggregation(a.session_id)
      and not exists (select 1 from public.aggregation_queue q where q.session_id = a.session_id and q.done_at is null)
  loop
    perform public.enqueue_aggregation(sid);
    n := n + 1;
  end loop;
  return n;
end $$;
comment on function public.sweep_aggregations(integer) is
  'Queues sessions whose five sub-tests exist without a combined record and are not pending (periodic sweep).';

revoke execute on function public.session_awaits_aggregation(uuid) from public, anon, authenticated;
revoke execute on function public.enqueue_aggregation(uuid) from public, anon, authenticated;
revoke execute on function public.enqueue_aggregation_on_subtest() from public, anon, authenticated;
revoke execute on function public.sweep_aggregations(integer) from public, anon, authenticated;
revoke execute on function public.result_bind_to_session() from public, anon, authenticated;
grant select, insert, update, delete on public.aggregation_queue to service_role;
