-- Logs hold no secrets and no personal data (issue 26 §5). system_logs is writable by anyone
-- (the console capture of every page, signed in or not), so the database scrubs every row
-- itself and never trusts the browser to have done it: query and fragment parameters that carry
-- keys or tokens (key, token, access_token, refresh_token, code, …) are dropped from
-- current_url, and e-mail addresses, phone numbers and JWT-shaped strings in the message,
-- source, URL and details are masked. The browser does the same first
-- (shared/src/logging/scrub.ts — keep the patterns and masks in step).

create or replace function private.scrub_text(p text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(regexp_replace(regexp_replace(p,
    'eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*', '[jwt]', 'g'),
    '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}', '[e-posta]', 'g'),
    '(?<![\w.+-])(?:\+\d{1,3}[\s.-]?\(?\d{2,4}\)?(?:[\s.-]?\d{2,4}){2,4}|0\(?5\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{2}[\s.-]?\d{2}|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{2}[\s.-]?\d{2})(?![\w-])',
    '[telefon]', 'g')
$$;
comment on function private.scrub_text(text) is 'Masks e-mail addresses, phone numbers and JWT-shaped strings (issue 26 §5).';

-- One '&'-separated parameter list without the parameters whose name carries a secret.
create or replace function private.scrub_params(p text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(string_agg(t.part, '&' order by t.ord), '')
  from unnest(string_to_array(p, '&')) with ordinality as t (part, ord)
  where t.part <> ''
    and regexp_replace(regexp_replace(split_part(t.part, '=', 1), '%2[dD]', '-', 'g'), '%5[fF]', '_', 'g')
        !~* '(^|[-_])(key|token|code|secret|password|passwd|signature|sig|otp|jwt|apikey|auth|hash)([-_]|$)|token|apikey'
$$;
comment on function private.scrub_params(text) is 'A query/fragment parameter list without key, token, code, … parameters.';

create or replace function private.scrub_url(p text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  hash_at integer;
  before_hash text;
  frag text;
  q_at integer;
  base text;
  q text;
begin
  if p is null then return null; end if;
  hash_at := position('#' in p);
  if hash_at > 0 then
    before_hash := left(p, hash_at - 1);
    frag := substr(p, hash_at + 1);
  else
    before_hash := p;
  end if;
  q_at := position('?' in before_hash);
  if q_at > 0 then
    base := left(before_hash, q_at - 1);
    q := private.scrub_params(substr(before_hash, q_at + 1));
  else
    base := before_hash;
  end if;
  -- a fragment of parameters (#access_token=…) is scrubbed like a query; a route fragment stays
  if frag is not null and position('=' in frag) > 0 then frag := private.scrub_params(frag); end if;
  return private.scrub_text(base
    || case when coalesce(q, '') <> '' then '?' || q else '' end
    || case when coalesce(frag, '') <> '' then '#' || frag else '' end);
end $$;
comment on function private.scrub_url(text) is 'The URL without secret-bearing parameters, personal data masked.';

-- SECURITY DEFINER so the anonymous inserter needs no access to the private schema.
create or replace function private.system_logs_scrub() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- a mask may be longer than what it hides: a value within its column limit stays within it
  -- (an over-long value is still refused by the length checks, as before)
  new.message := case when char_length(new.message) <= 10000 then left(private.scrub_text(new.message), 10000) else private.scrub_text(new.message) end;
  new.log_source := case when char_length(new.log_source) <= 200 then left(private.scrub_text(new.log_source), 200) else private.scrub_text(new.log_source) end;
  new.current_url := case when char_length(new.current_url) <= 2000 then left(private.scrub_url(new.current_url), 2000) else private.scrub_url(new.current_url) end;
  if new.details is not null then
    begin
      new.details := private.scrub_text(new.details::text)::jsonb;
    exception when others then
      new.details := to_jsonb(private.scrub_text(new.details::text));
    end;
  end if;
  return new;
end $$;
comment on function private.system_logs_scrub() is 'BEFORE INSERT/UPDATE on system_logs: drops secret URL parameters and masks personal data.';

create trigger system_logs_scrub before insert or update on public.system_logs
  for each row execute function private.system_logs_scrub();
