-- LOCAL ONLY. Change capture for the local /realtime/v1: hosted Realtime reads the WAL; locally
-- an AFTER row trigger on every table of publication supabase_realtime sends the change with
-- pg_notify (PGlite has no logical replication). Triggers are (re)installed after migrations by
-- 900_local_realtime_triggers.sql.
create schema if not exists local_realtime;

-- TG_ARGV = primary-key column names. pg_notify payloads are limited to 8000 bytes, so a big
-- row is sent as its primary key only ("truncated") and the server re-reads it.
create or replace function local_realtime.notify_change() returns trigger language plpgsql as $$
declare
  new_j jsonb;
  old_j jsonb;
  msg jsonb;
  txt text;
begin
  if TG_OP <> 'DELETE' then new_j := to_jsonb(NEW); end if;
  if TG_OP <> 'INSERT' then old_j := to_jsonb(OLD); end if;
  msg := jsonb_build_object(
    'schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'type', TG_OP,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'pk', to_jsonb(TG_ARGV), 'record', new_j, 'old_record', old_j);
  txt := msg::text;
  if octet_length(txt) > 7000 then
    msg := msg || jsonb_build_object(
      'truncated', true,
      'record', case when new_j is null then null
                else (select coalesce(jsonb_object_agg(k, new_j -> k), '{}'::jsonb) from unnest(TG_ARGV) as k) end,
      'old_record', case when old_j is null then null
                else (select coalesce(jsonb_object_agg(k, old_j -> k), '{}'::jsonb) from unnest(TG_ARGV) as k) end);
    txt := msg::text;
  end if;
  perform pg_notify('local_realtime', txt);
  return null;
end $$;

create or replace function local_realtime.install_triggers() returns void language plpgsql as $$
declare
  r record;
  args text;
begin
  -- Drop our trigger from tables that left the publication.
  for r in
    select n.nspname, c.relname from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'akademi_realtime_notify'
       and not exists (select 1 from pg_publication_tables p
                        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger if exists akademi_realtime_notify on %I.%I', r.nspname, r.relname);
  end loop;
  for r in
    select p.schemaname, p.tablename, c.oid as relid
      from pg_publication_tables p
      join pg_namespace n on n.nspname = p.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
     where p.pubname = 'supabase_realtime' and c.relkind in ('r', 'p')
  loop
    select coalesce(string_agg(quote_literal(a.attname), ', ' order by array_position(i.indkey::int2[], a.attnum)), '')
      into args
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
     where i.indrelid = r.relid and i.indisprimary;
    execute format('drop trigger if exists akademi_realtime_notify on %I.%I', r.schemaname, r.tablename);
    execute format(
      'create trigger akademi_realtime_notify after insert or update or delete on %I.%I '
      'for each row execute function local_realtime.notify_change(%s)', r.schemaname, r.tablename, args);
  end loop;
end $$;
