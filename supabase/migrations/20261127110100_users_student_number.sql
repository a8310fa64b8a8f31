-- The student number as its own column (issue 26 §2, data minimisation). Lists, pickers and
-- report headers name a student by name and student number (spec 1 §3 'STU…' label); reading
-- it out of users.demographic_info made every such list fetch the whole demographics object
-- (birth date, parent name/phone/e-mail, address, notes). student_number is derived from
-- demographic_info (the staff keep editing demographic_info as before) and is an identifier,
-- not a demographic: it is readable wherever the student's name is, and demographic_info itself
-- is read through the logged public.student_demographics (20261127110000).
alter table public.users
  add column student_number text
  generated always as (nullif(pg_catalog.btrim(demographic_info ->> 'student_number'), '')) stored;
comment on column public.users.student_number is
  'demographic_info.student_number (trimmed, null when empty), generated: the identifier lists show without reading the demographics.';
