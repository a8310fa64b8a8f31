-- Turkish phone numbers (issue 25 item 5): users.phone and the parent phone in
-- users.demographic_info (parent_phone and its alias guardian_phone) must be a Turkish mobile or
-- landline number, stored in one form: '+90 532 123 45 67' (docs/decisions.md "Phone numbers").
-- Before, 'abc-telefon-yok!!' was stored and shown as a parent's phone.
-- public.normalize_tr_phone is the SQL twin of shared/src/domain/phone.ts normalizeTurkishPhone
-- (the forms and the create-user function use that one): same inputs accepted, same output.

create or replace function public.normalize_tr_phone(p text) returns text
language sql immutable parallel safe set search_path = '' as $$
  with t as (
    select regexp_replace(p, '^\s+|\s+$', '', 'g') as s
  ), d as (
    select s, regexp_replace(s, '[^0-9]', '', 'g') as digits
    from t
    -- digits with separators only (a leading + for the country code)
    where s <> '' and char_length(s) <= 32 and s ~ '^[+]?[0-9\s()./-]+$'
  ), n as (
    select case
      when s like '+%' then case when digits like '90%' then substr(digits, 3) end
      when digits like '0090%' then substr(digits, 5)
      when char_length(digits) = 12 and digits like '90%' then substr(digits, 3)
      when char_length(digits) = 11 and digits like '0%' then substr(digits, 2)
      else digits
    end as nat
    from d
  )
  -- mobile 5XX, geographic landline 2XX/3XX/4XX, or 850: ten national digits
  select '+90 ' || substr(nat, 1, 3) || ' ' || substr(nat, 4, 3) || ' ' || substr(nat, 7, 2) || ' ' || substr(nat, 9, 2)
  from n
  where nat ~ '^([234][0-9]{9}|5[0-9]{9}|850[0-9]{7})$'
$$;
comment on function public.normalize_tr_phone(text) is
  'A Turkish mobile or landline number in the canonical form ''+90 XXX XXX XX XX'', or null when the text is not one (05321234567, 0532 123 45 67, +90 532 123 45 67, 532-123-4567, 0212 … all accepted). Twin of shared/src/domain/phone.ts.';

-- True when every phone key of a demographic_info object is null or canonical.
create or replace function public.demographic_phones_canonical(info jsonb) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select info is null or jsonb_typeof(info) <> 'object' or not exists (
    select 1 from jsonb_each(info) as e(key, value)
    where e.key in ('parent_phone', 'guardian_phone')
      and jsonb_typeof(e.value) <> 'null'
      and (jsonb_typeof(e.value) <> 'string' or public.normalize_tr_phone(e.value #>> '{}') is distinct from (e.value #>> '{}'))
  )
$$;
comment on function public.demographic_phones_canonical(jsonb) is
  'users.demographic_info rule: parent_phone / guardian_phone are null or a canonical Turkish number (public.normalize_tr_phone).';

-- Existing rows: numbers that can be read are rewritten in the canonical form; anything else
-- (text such as ''abc-telefon-yok!!'', foreign numbers) is set to null, since no one can call it.
update public.users
set phone = public.normalize_tr_phone(phone)
where phone is not null and phone is distinct from public.normalize_tr_phone(phone);

update public.users u
set demographic_info = (
  select jsonb_object_agg(
    e.key,
    case
      when e.key not in ('parent_phone', 'guardian_phone') or jsonb_typeof(e.value) = 'null' then e.value
      else coalesce(to_jsonb(public.normalize_tr_phone(e.value #>> '{}')), 'null'::jsonb)
    end
  )
  from jsonb_each(u.demographic_info) as e(key, value)
)
where jsonb_typeof(u.demographic_info) = 'object'
  and not public.demographic_phones_canonical(u.demographic_info);

-- Writes: a blank phone becomes null, a readable one is rewritten in the canonical form, anything
-- else is refused with a Turkish message (SQLSTATE 23514, check_violation, as the length rules).
create or replace function public.users_normalize_phones() returns trigger
language plpgsql set search_path = '' as $$
declare
  k text;
  kind text;
  raw text;
  canonical text;
begin
  if new.phone is not null then
    if regexp_replace(new.phone, '\s', '', 'g') = '' then
      new.phone := null;
    else
      canonical := public.normalize_tr_phone(new.phone);
      if canonical is null then
        raise exception 'Geçerli bir Türkiye telefon numarası giriniz (örn. 0532 123 45 67 veya 0212 123 45 67)'
          using errcode = '23514', detail = 'users.phone';
      end if;
      new.phone := canonical;
    end if;
  end if;
  if jsonb_typeof(new.demographic_info) = 'object' then
    foreach k in array array['parent_phone', 'guardian_phone'] loop
      kind := jsonb_typeof(new.demographic_info -> k);
      continue when kind is null or kind = 'null';
      raw := case when kind in ('string', 'number') then new.demographic_info ->> k end;
      if raw is not null and regexp_replace(raw, '\s', '', 'g') = '' then
        new.demographic_info := jsonb_set(new.demographic_info, array[k], 'null'::jsonb);
        continue;
      end if;
      canonical := public.normalize_tr_phone(raw);
      if canonical is null then
        raise exception 'Veli telefonu: Geçerli bir Türkiye telefon numarası giriniz (örn. 0532 123 45 67 veya 0212 123 45 67)'
          using errcode = '23514', detail = 'users.demographic_info.' || k;
      end if;
      new.demographic_info := jsonb_set(new.demographic_info, array[k], to_jsonb(canonical));
    end loop;
  end if;
  return new;
end $$;
comment on function public.users_normalize_phones() is
  'BEFORE INSERT/UPDATE on users: users.phone and demographic_info.parent_phone / guardian_phone normalised to ''+90 XXX XXX XX XX'' (blank → null); anything else refused with 23514.';

-- after users_00_normalize, before users_10_guard_update (BEFORE triggers fire in name order)
create trigger users_05_normalize_phones before insert or update of phone, demographic_info on public.users
  for each row execute function public.users_normalize_phones();

alter table public.users
  add constraint users_phone_canonical check (phone is null or phone = public.normalize_tr_phone(phone)),
  add constraint users_demographic_phones_canonical check (public.demographic_phones_canonical(demographic_info));
