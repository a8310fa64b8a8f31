-- Guardian consent (veli açık rızası, KVKK md. 5/6; GDPR Art. 8; issue 26 item 1). One row per
-- consent given: who (guardian name, e-mail), when, which Aydınlatma Metni version, how (the
-- guardian confirming an e-mail link, or a paper form recorded by a named staff member) and, once
-- withdrawn, when. A student has at most one active (not withdrawn) consent; history is kept.
-- consent_tokens holds the e-mail links: only the SHA-256 of a 32-byte random token, 14 days, one
-- use. Nobody writes either table directly: the SECURITY DEFINER functions of 20261126200300 are
-- the only ways in. Staff read the consents of the students they can see; anon reads nothing.

create table public.guardian_consents (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id) on delete cascade,
  guardian_name text not null check (char_length(btrim(guardian_name)) between 2 and 100),
  guardian_email text check (guardian_email is null or (char_length(guardian_email) <= 254 and guardian_email = lower(guardian_email))),
  notice_version integer not null references public.privacy_notices (version),
  method text not null check (method in ('email', 'paper')),
  -- the staff member who recorded a paper form (required for paper, absent for e-mail)
  recorded_by uuid references public.users (id) on delete set null,
  token_id uuid,
  consented_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  withdrawn_via text check (withdrawn_via is null or withdrawn_via in ('email', 'staff')),
  check (withdrawn_at is null or withdrawn_at >= consented_at),
  check ((withdrawn_at is null) = (withdrawn_via is null))
);
comment on table public.guardian_consents is
  'Guardian consents (açık rıza) per student: guardian, notice version, method (email link | paper by a named staff member), withdrawal. At most one active row per student (issue 26).';

create unique index guardian_consents_one_active on public.guardian_consents (student_id) where withdrawn_at is null;
create index guardian_consents_student_id_idx on public.guardian_consents (student_id, consented_at desc);
create index guardian_consents_recorded_by_idx on public.guardian_consents (recorded_by);
create index guardian_consents_notice_version_idx on public.guardian_consents (notice_version);

alter table public.guardian_consents enable row level security;
create policy guardian_consents_select on public.guardian_consents for select to authenticated
  using ((select public.is_staff()) and student_id in (select public.visible_user_ids()));
revoke all on public.guardian_consents from anon, authenticated;
grant select on public.guardian_consents to authenticated;

create table public.consent_tokens (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  guardian_email text not null check (char_length(guardian_email) <= 254 and guardian_email = lower(guardian_email)),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  used_at timestamptz
);
comment on table public.consent_tokens is
  'Guardian consent e-mail links: sha-256 of a 32-byte random token (the token itself is never stored), 14 days, one use (issue 26).';
create index consent_tokens_student_id_idx on public.consent_tokens (student_id, created_at desc);
create index consent_tokens_created_by_idx on public.consent_tokens (created_by);
create index consent_tokens_created_at_idx on public.consent_tokens (created_at desc);

alter table public.guardian_consents
  add constraint guardian_consents_token_id_fkey foreign key (token_id) references public.consent_tokens (id) on delete set null;
create index guardian_consents_token_id_idx on public.guardian_consents (token_id);

alter table public.consent_tokens enable row level security;
-- No policies: not even staff read the hashes; the link state reaches the UI through consent_statuses.
revoke all on public.consent_tokens from anon, authenticated;

-- Does the student have an active consent? Whoever may ask: triggers, RPCs. Not row-locking; the
-- gate (20261126200200) locks the row itself.
create or replace function public.has_active_consent(p_student uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_student is not null and exists (
    select 1 from public.guardian_consents c where c.student_id = p_student and c.withdrawn_at is null
  )
$$;
comment on function public.has_active_consent(uuid) is 'True when the student has a guardian consent that is not withdrawn.';
revoke execute on function public.has_active_consent(uuid) from public, anon;
grant execute on function public.has_active_consent(uuid) to authenticated;

-- Does this user need a guardian consent before assessments? Students (kullanici) do; staff who
-- try a test on themselves do not.
create or replace function public.consent_required_for(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.users u
    where u.id = p_user and 'kullanici' = any (u.roles)
      and not (u.roles && array['admin', 'temsilci', 'beyin_antrenoru']::text[])
  )
$$;
comment on function public.consent_required_for(uuid) is 'True for a student (kullanici without staff roles): assessments need an active guardian consent.';
revoke execute on function public.consent_required_for(uuid) from public, anon, authenticated;

-- For launchers: may an assessment start for this user? True for a student with an active consent
-- and for a non-student; false for a student without one; null for someone the caller cannot see.
create or replace function public.consent_gate_open(p_student uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select case when not public.can_see_user(p_student) then null
              else not public.consent_required_for(p_student) or public.has_active_consent(p_student) end
$$;
comment on function public.consent_gate_open(uuid) is 'Launchers: true when an assessment may start for the user (visible users only; null otherwise).';
revoke execute on function public.consent_gate_open(uuid) from public, anon;
grant execute on function public.consent_gate_open(uuid) to authenticated;

-- Consent state for screens: 'onayli' | 'bekliyor' | 'geri_cekildi' (+ details) of the given
-- students the caller can see (others are left out silently). POST rpc, one query for a list.
create or replace function public.consent_statuses(p_students uuid[])
returns table (student_id uuid, status text, method text, guardian_name text, consented_at timestamptz,
               withdrawn_at timestamptz, link_sent_at timestamptz, link_expires_at timestamptz)
language sql stable security definer set search_path = '' as $$
  with asked as (
    select distinct x.id from unnest(coalesce(p_students, '{}'::uuid[])) as x(id)
    where x.id in (select public.visible_user_ids())
    limit 1000
  )
  select a.id,
    case when cur.id is not null and cur.withdrawn_at is null then 'onayli'
         when cur.id is not null then 'geri_cekildi'
         else 'bekliyor' end,
    cur.method, cur.guardian_name, cur.consented_at, cur.withdrawn_at, tok.created_at, tok.expires_at
  from asked a
  left join lateral (
    select c.* from public.guardian_consents c where c.student_id = a.id
    order by (c.withdrawn_at is null) desc, c.consented_at desc limit 1
  ) cur on true
  left join lateral (
    select t.created_at, t.expires_at from public.consent_tokens t where t.student_id = a.id
    order by t.created_at desc limit 1
  ) tok on true
$$;
comment on function public.consent_statuses(uuid[]) is
  'Consent state (onayli | bekliyor | geri_cekildi) of the given students the caller can see (max 1000).';
revoke execute on function public.consent_statuses(uuid[]) from public, anon;
grant execute on function public.consent_statuses(uuid[]) to authenticated;

-- TODO(issue 26 item 3, lead at merge): open an erasure request in data_requests for the student.
-- Called by every withdrawal path, inside the withdrawing transaction. Does nothing yet.
create or replace function public.on_consent_withdrawn(p_student uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform p_student; -- hook: the data_requests table is built on another branch (h26-requests)
end $$;
comment on function public.on_consent_withdrawn(uuid) is
  'Hook run when a guardian withdraws consent. TODO(issue 26): insert an erasure request into data_requests.';
revoke execute on function public.on_consent_withdrawn(uuid) from public, anon, authenticated;
