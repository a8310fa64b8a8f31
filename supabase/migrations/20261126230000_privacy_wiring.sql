-- Issue 26: the three privacy parts built side by side (consent, access log, data requests) joined.
--
-- 1. A guardian's withdrawal opens an erasure request (item 1: "the same page lets the guardian
--    withdraw: new sessions stop at once and an erasure request is opened"). It runs inside the
--    withdrawing transaction (withdraw_active_consent calls this hook), so a withdrawal without its
--    request cannot happen. The requester is the guardian on the consent that was withdrawn.
create or replace function public.on_consent_withdrawn(p_student uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  guardian text;
begin
  select c.guardian_name into guardian from public.guardian_consents c
   where c.student_id = p_student and c.withdrawn_at is not null
   order by c.withdrawn_at desc limit 1;
  perform public.open_data_request(p_student, 'erasure', coalesce(nullif(btrim(guardian), ''), 'Veli') || ' (veli onayını geri çekti)');
end $$;
comment on function public.on_consent_withdrawn(uuid) is
  'Run by every consent-withdrawal path inside its transaction: opens an erasure request (data_requests) for the student.';
revoke execute on function public.on_consent_withdrawn(uuid) from public, anon, authenticated;

-- 2. An export is a look at the child's identified data (item 2: "every read ... by a staff member,
--    an LMS link or an export is recorded"). The catalog-driven export stays as it is under an
--    internal name; the public RPC records the look first (the record and the export commit
--    together) and adds what the access log holds about the student: who looked, when, how
--    (KVKK md. 11 (ç): to whom the data was shown). The chain hashes stay out (not personal data).
alter function public.export_student_data(uuid) rename to export_student_data_rows;
revoke execute on function public.export_student_data_rows(uuid) from public, anon, authenticated;
comment on function public.export_student_data_rows(uuid) is
  'Internal: the catalog-driven rows of export_student_data (permission checked inside); call export_student_data.';

create or replace function public.export_student_data(p_student uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' set statement_timeout = '120s' as $$
declare
  v_out jsonb := public.export_student_data_rows(p_student);  -- refuses callers who may not export
  v_ref text;
begin
  perform public.log_student_access(p_student, 'export', 'rpc:export_student_data', 'export');
  v_ref := private.existing_subject_ref(p_student);
  return v_out || jsonb_build_object('public.access_log', coalesce((
    select jsonb_agg(jsonb_build_object('id', a.id, 'at', a.at, 'actor_id', a.actor_id, 'actor_kind', a.actor_kind, 'what', a.what, 'path', a.path) order by a.id)
      from public.access_log a where a.subject_ref = v_ref), '[]'::jsonb));
end $$;
comment on function public.export_student_data(uuid) is
  'Veri dışa aktarma: every row referring to the student in every table (one key per "schema.table", credentials stripped) plus the access-log records about them; the export itself is recorded. Staff who manage the student only.';
revoke execute on function public.export_student_data(uuid) from public, anon;
grant execute on function public.export_student_data(uuid) to authenticated, service_role;
