-- The trainer's own words in the parent report (issue 25 item 5): the 'Antrenör Değerlendirmesi'
-- section of 'Veli Raporu (PDF)' was a canned paragraph. The trainer now writes it before
-- downloading; it is stored per student and report date (the day the report was made, Istanbul
-- time) and offered again the next time. The student's staff (manages_user: their trainer, the
-- trainer's temsilci, admins) read and write it; the student does not (it is written for the
-- parent, about the student). The author is the caller, never the body.
create table public.parent_report_evaluations (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id) on delete cascade,
  report_date date not null,
  evaluation_text text not null,
  written_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint parent_report_evaluations_one_per_day unique (student_id, report_date),
  -- a real paragraph fits in one PDF section: 1..2000 characters, not only blanks
  constraint parent_report_evaluations_text_length check (char_length(evaluation_text) between 1 and 2000),
  constraint parent_report_evaluations_text_not_blank check (btrim(evaluation_text, E' \t\r\n') <> ''),
  constraint parent_report_evaluations_date_floor check (report_date >= date '2020-01-01')
);
comment on table public.parent_report_evaluations is
  'The trainer''s evaluation text of a student''s parent report (Veli Raporu, section ''Antrenör Değerlendirmesi''), one per student and report date; written by the student''s staff (issue 25).';

create index parent_report_evaluations_student_idx on public.parent_report_evaluations (student_id, report_date desc);
create index parent_report_evaluations_written_by_idx on public.parent_report_evaluations (written_by);
create index parent_report_evaluations_created_at_idx on public.parent_report_evaluations (created_at desc);

alter table public.parent_report_evaluations enable row level security;

create policy parent_report_evaluations_select on public.parent_report_evaluations for select to authenticated
  using (public.manages_user(student_id));
create policy parent_report_evaluations_insert on public.parent_report_evaluations for insert to authenticated
  with check (public.manages_user(student_id));
create policy parent_report_evaluations_update on public.parent_report_evaluations for update to authenticated
  using (public.manages_user(student_id))
  with check (public.manages_user(student_id));
create policy parent_report_evaluations_delete on public.parent_report_evaluations for delete to authenticated
  using (public.manages_user(student_id));

-- The author and the stamps come from the session; the student and the date of a stored row
-- do not move (write a new row for another day instead).
create or replace function public.parent_report_evaluations_stamp() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    if new.student_id is distinct from old.student_id or new.report_date is distinct from old.report_date then
      raise exception 'Öğrenci ve rapor tarihi değiştirilemez' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  elsif current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  -- a report is made today or was made before; not for a future day (a day of slack for clocks)
  if new.report_date > (now() at time zone 'Europe/Istanbul')::date + 1 then
    raise exception 'Rapor tarihi gelecekte olamaz' using errcode = '23514';
  end if;
  new.evaluation_text := btrim(new.evaluation_text, E' \t\r\n');
  -- direct database sessions (seed, service role) keep what they set; a caller is the author
  if current_user in ('anon', 'authenticated') then
    new.written_by := public.current_user_id();
    new.updated_at := now();
  elsif tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end $$;
comment on function public.parent_report_evaluations_stamp() is
  'BEFORE INSERT/UPDATE on parent_report_evaluations: text trimmed, written_by = the caller, stamps set, student and date fixed.';

create trigger parent_report_evaluations_stamp before insert or update on public.parent_report_evaluations
  for each row execute function public.parent_report_evaluations_stamp();

revoke execute on function public.parent_report_evaluations_stamp() from public, anon, authenticated;
