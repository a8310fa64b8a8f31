-- A note's author cannot be rewritten (issue 14 item 9): the update policy on student_notes lets a
-- managing trainer update the row, so without this a trainer could re-attribute a note to
-- someone else (or to nobody). Only the foreign key's own ON DELETE SET NULL — the author's
-- profile is gone — may clear it.
create or replace function public.student_notes_keep_author() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.created_by is distinct from old.created_by then
    if new.created_by is null
       and not exists (select 1 from public.users u where u.id = old.created_by) then
      return new;
    end if;
    raise exception 'Notun yazarı (created_by) değiştirilemez' using errcode = '42501';
  end if;
  return new;
end $$;
comment on function public.student_notes_keep_author() is 'Refuses any change of student_notes.created_by (except the FK clearing a deleted author).';

create trigger student_notes_keep_author before update of created_by on public.student_notes
  for each row execute function public.student_notes_keep_author();

revoke execute on function public.student_notes_keep_author() from public, anon, authenticated;
