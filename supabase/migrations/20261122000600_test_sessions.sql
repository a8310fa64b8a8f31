-- Test sessions: the session id a launcher generates (spec 2 §1, spec 3 §7) registered by an
-- authenticated user before a static test page starts. Result rows written by the static
-- pages with the anon key are admitted only for a registered, unexpired session of the same
-- student (ARCHITECTURE "Security": a forged row for an unknown session is refused).

create table public.test_sessions (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id) on delete cascade,
  conducted_by uuid references public.users (id) on delete set null,
  -- which result tables the session may write: cognitive = the five sub-tests + combined record
  kind text not null check (kind in ('cognitive', 'burdon', 'd2', 'parent_survey')),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '12 hours'
);
comment on table public.test_sessions is
  'Registered test sessions (id = the session id the launcher generates). Admits result inserts from the static test pages (anon) for that student until expires_at.';

create index test_sessions_student_id_idx on public.test_sessions (student_id);
create index test_sessions_conducted_by_idx on public.test_sessions (conducted_by);
create index test_sessions_created_at_idx on public.test_sessions (created_at desc);

alter table public.test_sessions enable row level security;

create policy test_sessions_select on public.test_sessions for select to authenticated
  using (
    created_by = auth.uid()
    or (select public.is_admin())
    or student_id in (select public.visible_user_ids())
  );
-- An authenticated user registers a session for themself or a student they manage, as
-- conductor themself (or without a conductor, e.g. a parent survey), valid at most 24 h.
create policy test_sessions_insert on public.test_sessions for insert to authenticated
  with check (
    created_by = auth.uid()
    and public.can_see_user(student_id)
    and (conducted_by is null or conducted_by = (select public.current_user_id()))
    and expires_at <= now() + interval '24 hours'
  );
create policy test_sessions_update_admin on public.test_sessions for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy test_sessions_delete_admin on public.test_sessions for delete to authenticated
  using ((select public.is_admin()));

-- Is p_session a registered, unexpired session of this kind for this student (and conductor,
-- when one is given)? SECURITY DEFINER: anon cannot read test_sessions itself.
create or replace function public.test_session_is_open(p_session uuid, p_student uuid, p_conducted_by uuid, p_kind text)
returns boolean language sql stable security definer set search_path = '' as $$
  select p_session is not null and p_student is not null and exists (
    select 1 from public.test_sessions s
    where s.id = p_session
      and s.student_id = p_student
      and s.kind = p_kind
      and (p_conducted_by is null or s.conducted_by is null or s.conducted_by = p_conducted_by)
      and s.expires_at > now()
  )
$$;
comment on function public.test_session_is_open(uuid, uuid, uuid, text) is
  'True for a registered, unexpired test session of that kind and student (conductor checked when both are set).';

-- Insert rule shared by every result table: either the authenticated conductor for a student
-- they can see, or any caller (the static pages use the anon key) inside an open session.
create or replace function public.can_insert_result(p_student uuid, p_conducted_by uuid, p_session uuid, p_kind text)
returns boolean language sql stable security definer set search_path = '' as $$
  select
    (auth.role() = 'authenticated'
      and p_conducted_by is not distinct from public.current_user_id()
      and p_conducted_by is not null
      and public.can_see_user(p_student))
    or public.test_session_is_open(p_session, p_student, p_conducted_by, p_kind)
$$;
comment on function public.can_insert_result(uuid, uuid, uuid, text) is
  'Result insert rule: authenticated conductor for a visible student, or an open registered session.';
