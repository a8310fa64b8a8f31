-- Test Kataloğu (issue 25 item 1): admins write public.tests from a screen, so the server
-- validates every field, whatever the client sends. RLS (20261122000500) already lets only
-- admins insert, update or delete. Already enforced there: title not blank, title <= 200 and
-- description <= 5000 characters (20261123000320), test_type one of the known types.
-- Added here: surrounding spaces trimmed and an empty description stored as null (trigger), a
-- title of at least 3 characters, and a duration of 1 to 600 minutes (null = Sınırsız).

create or replace function public.tests_normalise() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.title := btrim(new.title);
  new.description := nullif(btrim(new.description), '');
  return new;
end $$;
comment on function public.tests_normalise() is
  'BEFORE INSERT/UPDATE on tests: trims the title and the description (empty description → null).';
revoke execute on function public.tests_normalise() from public, anon, authenticated;

create trigger tests_normalise before insert or update on public.tests
  for each row execute function public.tests_normalise();

alter table public.tests
  add constraint tests_title_min_length check (char_length(btrim(title)) >= 3),
  add constraint tests_duration_range check (duration_minutes is null or duration_minutes between 1 and 600);
