-- Per-trainer LMS links (issue 14 item 6; replaces spec 3 §5's fixed shared key). A link is the
-- tracking portal / exercises launcher URL carrying a random token. Only the token's SHA-256 is
-- stored; the token itself is returned once, by create_lms_link, and never again. The
-- lms-integration function looks the hash up (not revoked, not expired) and derives the trainer
-- from the row — never from the request body.
--
-- Clients never write this table directly: create_lms_link / revoke_lms_link (SECURITY DEFINER)
-- are the only ways in, so the token is generated server-side and a trainer cannot forge a hash.
-- Reads: the trainer their own links; admin all; temsilci the links of the trainers they supervise.

create table public.lms_links (
  id uuid primary key default gen_random_uuid(),
  trainer_id uuid not null references public.users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  label text check (label is null or char_length(label) <= 100),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz
);
comment on table public.lms_links is
  'Per-trainer LMS links: sha-256 of a random token (shown once); revocable, optional expiry (issue 14).';
create index lms_links_trainer_id_idx on public.lms_links (trainer_id, created_at desc);
create index lms_links_created_by_idx on public.lms_links (created_by);
create index lms_links_created_at_idx on public.lms_links (created_at desc);

alter table public.lms_links enable row level security;

create policy lms_links_select on public.lms_links for select to authenticated
  using (
    (trainer_id = (select public.current_user_id()) and (select public.has_role('beyin_antrenoru')))
    or (select public.is_admin())
    or ((select public.has_role('temsilci')) and public.manages_user(trainer_id))
  );

-- No insert/update/delete policies: writes go through the functions below. The hash column is not
-- readable by clients at all (it is useless to them and only the server compares it).
revoke all on public.lms_links from anon, authenticated;
grant select (id, trainer_id, label, created_by, created_at, expires_at, revoked_at, last_used_at)
  on public.lms_links to authenticated;

-- The most live (not revoked, not expired) links one trainer may hold.
create or replace function public.lms_link_limit() returns integer
language sql immutable set search_path = '' as $$ select 20 $$;

-- Creates a link for p_trainer_id (default: the caller). Allowed for the trainer themself and for
-- admins; the target must be an active beyin_antrenoru. Returns the new row and the token (once).
create or replace function public.create_lms_link(
  p_trainer_id uuid default null,
  p_label text default null,
  p_expires_at timestamptz default null
) returns table (id uuid, token text, trainer_id uuid, label text, created_at timestamptz, expires_at timestamptz)
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  target uuid := coalesce(p_trainer_id, me);
  clean_label text := nullif(btrim(coalesce(p_label, '')), '');
  new_token text;
  live integer;
begin
  if me is null then
    raise exception 'Oturum açmanız gerekiyor' using errcode = '42501';
  end if;
  if not (public.is_admin() or (target = me and public.has_role('beyin_antrenoru'))) then
    raise exception 'Bu kullanıcı için LMS bağlantısı oluşturma yetkiniz yok' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.users u
    where u.id = target and u.is_active and 'beyin_antrenoru' = any (u.roles)
  ) then
    raise exception 'LMS bağlantısı yalnızca aktif beyin antrenörleri için oluşturulabilir' using errcode = '22023';
  end if;
  if clean_label is not null and char_length(clean_label) > 100 then
    raise exception 'Etiket en fazla 100 karakter olabilir' using errcode = '22023';
  end if;
  if p_expires_at is not null and p_expires_at <= now() then
    raise exception 'Bitiş tarihi gelecekte olmalıdır' using errcode = '22023';
  end if;
  select count(*) into live from public.lms_links l
    where l.trainer_id = target and l.revoked_at is null and (l.expires_at is null or l.expires_at > now());
  if live >= public.lms_link_limit() then
    raise exception 'En fazla % etkin LMS bağlantısı olabilir; önce birini iptal edin', public.lms_link_limit() using errcode = '22023';
  end if;

  new_token := 'lms_' || encode(extensions.gen_random_bytes(32), 'hex');
  return query
    insert into public.lms_links as l (trainer_id, token_hash, label, created_by, expires_at)
    values (target, encode(extensions.digest(new_token, 'sha256'), 'hex'), clean_label, me, p_expires_at)
    returning l.id, new_token, l.trainer_id, l.label, l.created_at, l.expires_at;
end $$;
comment on function public.create_lms_link(uuid, text, timestamptz) is
  'New LMS link for a trainer (self or by an admin); returns the token once (only its sha-256 is stored).';

-- Revokes a link: its trainer or an admin. Idempotent; returns the revocation time.
create or replace function public.revoke_lms_link(p_id uuid) returns timestamptz
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  owner uuid;
  at timestamptz;
begin
  select l.trainer_id, l.revoked_at into owner, at from public.lms_links l where l.id = p_id;
  if me is null or owner is null
     or not (public.is_admin() or (owner = me and public.has_role('beyin_antrenoru'))) then
    raise exception 'LMS bağlantısı bulunamadı' using errcode = 'P0002';
  end if;
  if at is null then
    update public.lms_links l set revoked_at = now() where l.id = p_id returning l.revoked_at into at;
  end if;
  return at;
end $$;
comment on function public.revoke_lms_link(uuid) is 'Revokes an LMS link (its trainer or an admin).';

revoke execute on function public.create_lms_link(uuid, text, timestamptz) from public, anon;
revoke execute on function public.revoke_lms_link(uuid) from public, anon;
grant execute on function public.create_lms_link(uuid, text, timestamptz) to authenticated;
grant execute on function public.revoke_lms_link(uuid) to authenticated;
