-- Load telemetry (issue 29 item 4): the shell records each sampled remote load as a system_logs row
-- whose details name the remote ({"remote": "mf_reports", "version": …, "outcome": …, "manifest_ms": …}).
-- The System Logs Viewer filters by remote in the database (details->>'remote' = …, newest first):
-- an expression index keeps that filter from reading the whole table. Nothing else changes: the rows
-- go through the same insert policy, caps and scrubbing as every other log row.
create index if not exists system_logs_details_remote_idx
  on public.system_logs ((details ->> 'remote'), created_at desc);

comment on index public.system_logs_details_remote_idx is
  'System Logs Viewer: filter by remote (load telemetry rows, details->>''remote''), newest first (issue 29 item 4).';
