-- The only ways into guardian_consents / consent_tokens (issue 26 item 1).
--   issue_consent_token   service role only (the create-user and consent-link edge functions): a
--                         new 32-byte random token for the student's guardian e-mail (read from the
--                         student's profile, never from a request); returns the token once.
--                         At most 3 links per student per hour; a new link retires older unused ones.
--   consent_view / consent_accept / consent_withdraw
--                         the public consent page (anon), keyed by the token; each validates its
--                         format and refuses forged, expired, reused tokens and tokens of another
--                         student with a distinct message and SQLSTATE PT4xx + hint.
--   record_paper_consent / record_consent_withdrawal
--                         staff, for a student they manage: a paper form, recorded under their name.
-- Token rules: 64 lowercase hex characters; stored as sha-256 hex; valid 14 days; consenting uses it
-- up (one use). A guardian may still withdraw through a used, unexpired link — withdrawing is always
-- allowed to the person who consented (KVKK md. 11).

create or replace function public.consent_token_row(p_token text, p_student uuid, p_lock boolean)
returns public.consent_tokens
language plpgsql volatile security definer set search_path = '' as $$
declare
  t public.consent_tokens;
begin
  if p_token is null or char_length(p_token) <> 64 or p_token !~ '^[0-9a-f]{64}$' then
    raise exception 'Bağlantı geçersiz: eksik ya da hatalı kopyalanmış olabilir.'
      using errcode = 'PT400', hint = 'token_malformed';
  end if;
  if p_lock then
    select * into t from public.consent_tokens ct
      where ct.token_hash = encode(extensions.digest(p_token, 'sha256'), 'hex') for update;
  else
    select * into t from public.consent_tokens ct
      where ct.token_hash = encode(extensions.digest(p_token, 'sha256'), 'hex');
  end if;
  if t.id is null then
    raise exception 'Bağlantı geçersiz ya da bulunamadı.' using errcode = 'PT404', hint = 'token_unknown';
  end if;
  if p_student is not null and p_student is distinct from t.student_id then
    raise exception 'Bu bağlantı başka bir öğrenciye ait.' using errcode = 'PT403', hint = 'token_other_student';
  end if;
  if t.expires_at <= now() then
    raise exception 'Bu bağlantının süresi dolmuş. Lütfen eğitmenden yeni bir bağlantı isteyin.'
      using errcode = 'PT410', hint = 'token_expired';
  end if;
  return t;
end $$;
comment on function public.consent_token_row(text, uuid, boolean) is
  'Internal: the consent_tokens row of a token after format / existence / student / expiry checks (PT400/404/403/410).';
revoke execute on function public.consent_token_row(text, uuid, boolean) from public, anon, authenticated;

create or replace function public.consent_status_of(p_student uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when exists (select 1 from public.guardian_consents c where c.student_id = p_student and c.withdrawn_at is null) then 'onayli'
    when exists (select 1 from public.guardian_consents c where c.student_id = p_student) then 'geri_cekildi'
    else 'bekliyor' end
$$;
revoke execute on function public.consent_status_of(uuid) from public, anon, authenticated;

-- What the public page shows: the child (first name and last initial only), the current notice,
-- the state and which actions the link still allows.
create or replace function public.consent_view(p_token text, p_student uuid default null) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  t public.consent_tokens := public.consent_token_row(p_token, p_student, false);
  u record;
  n record;
  st text := public.consent_status_of(t.student_id);
begin
  select u2.first_name, u2.last_name into u from public.users u2 where u2.id = t.student_id;
  select pn.version, pn.title, pn.body into n from public.privacy_notices pn order by pn.version desc limit 1;
  return jsonb_build_object(
    'student_name', btrim(coalesce(u.first_name, '') || ' ' || left(coalesce(u.last_name, ''), 1) || case when coalesce(u.last_name, '') <> '' then '.' else '' end),
    'status', st,
    'notice', jsonb_build_object('version', n.version, 'title', n.title, 'body', n.body),
    'expires_at', t.expires_at,
    'link_used', t.used_at is not null,
    'can_accept', t.used_at is null and st <> 'onayli',
    'can_withdraw', st = 'onayli');
end $$;
comment on function public.consent_view(text, uuid) is 'Public consent page: the child (first name + initial), current Aydınlatma Metni, consent state, allowed actions.';

create or replace function public.consent_accept(p_token text, p_guardian_name text, p_confirm boolean, p_student uuid default null)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  t public.consent_tokens := public.consent_token_row(p_token, p_student, true); -- locks the token: a double submit waits
  name text := btrim(coalesce(p_guardian_name, ''));
  v integer := public.current_privacy_notice_version();
begin
  if t.used_at is not null then
    raise exception 'Bu bağlantı daha önce kullanılmış.' using errcode = 'PT409', hint = 'token_used';
  end if;
  if p_confirm is not true then
    raise exception 'Onay vermek için Aydınlatma Metnini okuduğunuzu işaretlemelisiniz.' using errcode = 'PT400', hint = 'consent_not_ticked';
  end if;
  -- plain text name: 2–100 characters, no control characters (it is shown escaped everywhere)
  if char_length(name) < 2 or char_length(name) > 100 or name ~ '[[:cntrl:]]' then
    raise exception 'Veli adı soyadı 2–100 karakter olmalıdır.' using errcode = 'PT400', hint = 'guardian_name_invalid';
  end if;
  if exists (select 1 from public.guardian_consents c where c.student_id = t.student_id and c.withdrawn_at is null) then
    raise exception 'Bu öğrenci için veli onayı zaten verilmiş.' using errcode = 'PT409', hint = 'consent_exists';
  end if;
  insert into public.guardian_consents (student_id, guardian_name, guardian_email, notice_version, method, token_id)
    values (t.student_id, name, t.guardian_email, v, 'email', t.id);
  update public.consent_tokens ct set used_at = now() where ct.id = t.id;
  return jsonb_build_object('status', 'onayli', 'notice_version', v);
end $$;
comment on function public.consent_accept(text, text, boolean, uuid) is
  'Public consent page: the guardian consents (ticked checkbox, name 2–100 chars) with an unused, unexpired link.';

create or replace function public.withdraw_active_consent(p_student uuid, p_via text) returns timestamptz
language plpgsql volatile security definer set search_path = '' as $$
declare
  at timestamptz;
begin
  -- the row lock the gate's FOR SHARE waits on (20261126200200)
  update public.guardian_consents c set withdrawn_at = now(), withdrawn_via = p_via
    where c.student_id = p_student and c.withdrawn_at is null
    returning c.withdrawn_at into at;
  if at is null then
    raise exception 'Bu öğrenci için etkin bir veli onayı bulunmuyor.' using errcode = 'PT409', hint = 'no_active_consent';
  end if;
  perform public.on_consent_withdrawn(p_student);
  return at;
end $$;
revoke execute on function public.withdraw_active_consent(uuid, text) from public, anon, authenticated;

create or replace function public.consent_withdraw(p_token text, p_student uuid default null) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  t public.consent_tokens := public.consent_token_row(p_token, p_student, true);
  at timestamptz := public.withdraw_active_consent(t.student_id, 'email');
begin
  update public.consent_tokens ct set used_at = coalesce(ct.used_at, now()) where ct.id = t.id;
  return jsonb_build_object('status', 'geri_cekildi', 'withdrawn_at', at);
end $$;
comment on function public.consent_withdraw(text, uuid) is 'Public consent page: the guardian withdraws the active consent (an unexpired link, used or not).';

revoke execute on function public.consent_view(text, uuid) from public;
revoke execute on function public.consent_accept(text, text, boolean, uuid) from public;
revoke execute on function public.consent_withdraw(text, uuid) from public;
grant execute on function public.consent_view(text, uuid) to anon, authenticated;
grant execute on function public.consent_accept(text, text, boolean, uuid) to anon, authenticated;
grant execute on function public.consent_withdraw(text, uuid) to anon, authenticated;

-- Staff: a paper consent form, recorded under the caller's name, for a student they manage.
create or replace function public.record_paper_consent(p_student uuid, p_guardian_name text, p_guardian_email text default null)
returns uuid
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  name text := btrim(coalesce(p_guardian_name, ''));
  mail text := nullif(lower(btrim(coalesce(p_guardian_email, ''))), '');
  new_id uuid;
begin
  if me is null or not public.is_staff() or not public.manages_user(p_student) then
    raise exception 'Bu öğrenci için onay kaydetme yetkiniz yok.' using errcode = '42501';
  end if;
  if not public.consent_required_for(p_student) then
    raise exception 'Veli onayı yalnızca öğrenciler için kaydedilir.' using errcode = 'PT400', hint = 'not_a_student';
  end if;
  if char_length(name) < 2 or char_length(name) > 100 or name ~ '[[:cntrl:]]' then
    raise exception 'Veli adı soyadı 2–100 karakter olmalıdır.' using errcode = 'PT400', hint = 'guardian_name_invalid';
  end if;
  if mail is not null and (char_length(mail) > 254 or mail !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    raise exception 'Geçerli bir veli e-posta adresi girin.' using errcode = 'PT400', hint = 'guardian_email_invalid';
  end if;
  if exists (select 1 from public.guardian_consents c where c.student_id = p_student and c.withdrawn_at is null) then
    raise exception 'Bu öğrenci için veli onayı zaten verilmiş.' using errcode = 'PT409', hint = 'consent_exists';
  end if;
  insert into public.guardian_consents (student_id, guardian_name, guardian_email, notice_version, method, recorded_by)
    values (p_student, name, mail, public.current_privacy_notice_version(), 'paper', me)
    returning id into new_id;
  return new_id;
end $$;
comment on function public.record_paper_consent(uuid, text, text) is
  'Staff: records a paper consent form for a student they manage (recorded_by = the caller).';

-- Staff: a guardian withdrew on paper / by phone; recorded by a staff member who manages the student.
create or replace function public.record_consent_withdrawal(p_student uuid) returns timestamptz
language plpgsql volatile security definer set search_path = '' as $$
begin
  if public.current_user_id() is null or not public.is_staff() or not public.manages_user(p_student) then
    raise exception 'Bu öğrenci için onay kaydetme yetkiniz yok.' using errcode = '42501';
  end if;
  return public.withdraw_active_consent(p_student, 'staff');
end $$;
comment on function public.record_consent_withdrawal(uuid) is 'Staff: records a guardian''s withdrawal for a student they manage.';

revoke execute on function public.record_paper_consent(uuid, text, text) from public, anon;
revoke execute on function public.record_consent_withdrawal(uuid) from public, anon;
grant execute on function public.record_paper_consent(uuid, text, text) to authenticated;
grant execute on function public.record_consent_withdrawal(uuid) to authenticated;

-- Service role only: a new link for the student's guardian. p_created_by is the verified caller
-- of the edge function; it must be staff above the student (admin, trainer, or the trainer's temsilci).
create or replace function public.issue_consent_token(p_student uuid, p_created_by uuid)
returns table (token text, guardian_email text, student_name text, expires_at timestamptz)
language plpgsql volatile security definer set search_path = '' as $$
declare
  s record;
  mail text;
  recent integer;
  new_token text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  select u.id, u.first_name, u.last_name, u.demographic_info, u.supervisor_id, sup.supervisor_id as sup_supervisor
    into s
    from public.users u left join public.users sup on sup.id = u.supervisor_id
    where u.id = p_student;
  if s.id is null or not public.consent_required_for(p_student) then
    raise exception 'Öğrenci bulunamadı.' using errcode = 'PT404', hint = 'student_unknown';
  end if;
  if not exists (
    select 1 from public.users c
    where c.id = p_created_by and c.is_active
      and ('admin' = any (c.roles)
           or (c.roles && array['temsilci', 'beyin_antrenoru']::text[] and (s.supervisor_id = c.id or s.sup_supervisor = c.id)))
  ) then
    raise exception 'Bu öğrenci için onay bağlantısı gönderme yetkiniz yok.' using errcode = '42501';
  end if;
  mail := lower(btrim(coalesce(s.demographic_info ->> 'parent_email', s.demographic_info ->> 'guardian_email', '')));
  if mail = '' or char_length(mail) > 254 or mail !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Öğrencinin veli e-posta adresi kayıtlı değil.' using errcode = 'PT422', hint = 'guardian_email_missing';
  end if;
  -- per-student throttle, serialised per student by locking the profile row
  perform 1 from public.users u where u.id = p_student for update;
  select count(*) into recent from public.consent_tokens ct
    where ct.student_id = p_student and ct.created_at > now() - interval '1 hour';
  if recent >= 3 then
    raise exception 'Bu öğrenci için son bir saatte çok fazla bağlantı gönderildi. Lütfen daha sonra tekrar deneyin.'
      using errcode = 'PT429', hint = 'consent_link_rate_limited';
  end if;
  update public.consent_tokens ct set expires_at = now()
    where ct.student_id = p_student and ct.used_at is null and ct.expires_at > now();
  return query
    insert into public.consent_tokens as ct (student_id, token_hash, guardian_email, created_by)
    values (p_student, encode(extensions.digest(new_token, 'sha256'), 'hex'), mail, p_created_by)
    returning new_token, ct.guardian_email, btrim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), ct.expires_at;
end $$;
comment on function public.issue_consent_token(uuid, uuid) is
  'Service role: new consent link token (returned once; sha-256 stored) for the student''s guardian e-mail; 3 per student per hour.';
revoke execute on function public.issue_consent_token(uuid, uuid) from public, anon, authenticated;
grant execute on function public.issue_consent_token(uuid, uuid) to service_role;
