-- LOCAL ONLY. Helpers the later files of supabase/local/sql use to stay idempotent (every file
-- here runs again on each start, on a fresh or an existing database). Not part of hosted Supabase
-- and not reachable by the API roles (no usage on the schema).
create schema if not exists local_sql;
comment on schema local_sql is 'LOCAL ONLY: helpers of supabase/local/sql (the stand-in''s bootstrap).';

-- The enum type schema_name.type_name with these labels, unless a type of that name exists
-- (GoTrue's enums of 015_local_mfa.sql and 016_local_oauth_server.sql).
create or replace function local_sql.create_enum(schema_name text, type_name text, labels text[]) returns void
language plpgsql set search_path = '' as $$
begin
  execute format('create type %I.%I as enum (%s)', schema_name, type_name,
    (select string_agg(quote_literal(l), ', ' order by o) from unnest(labels) with ordinality as u(l, o)));
exception when duplicate_object then null;
end $$;
