-- Scheduled jobs and HTTP calls from the database, the same everywhere (issue 27 §2). Where the
-- platform offers pg_cron and pg_net (hosted Supabase; a PostgreSQL with pg_cron preloaded) they
-- are enabled here, as the dashboard's "enable extension" does. Where they are absent (PGlite, a
-- plain PostgreSQL) this migration creates schema-compatible stand-ins — cron.job,
-- cron.job_run_details, cron.schedule/unschedule; net.http_request_queue, net._http_response,
-- net.http_post/http_get; vault.secrets, vault.decrypted_secrets, vault.create_secret — and the
-- local server (supabase/local/src/jobs.ts) runs the jobs of cron.job on their schedule and
-- performs the queued requests, recording each answer or error in net._http_response as pg_net
-- does. Later migrations then schedule their jobs with cron.schedule alone.
do $outer$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and coalesce(current_setting('shared_preload_libraries', true), '') like '%pg_cron%'
     -- pg_cron lives in one database per server (cron.database_name); elsewhere on the same server
     -- (e.g. test databases) `create extension pg_cron` fails, so those get the stand-in
     and current_database() = coalesce(current_setting('cron.database_name', true), 'postgres') then
    create extension pg_cron;
  end if;
  if not exists (select 1 from pg_extension where extname = 'pg_net')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create schema if not exists extensions;
    create extension pg_net with schema extensions;
  end if;

  -- pg_cron stand-in (pg_cron 1.6's tables and functions, as far as this project uses them)
  if not exists (select 1 from pg_namespace where nspname = 'cron') then
    execute 'create schema cron';
    execute $ddl$
      create table cron.job (
        jobid bigserial primary key,
        schedule text not null,
        command text not null,
        nodename text not null default 'localhost',
        nodeport integer not null default 5432,
        database text not null default current_database(),
        username text not null default current_user,
        active boolean not null default true,
        jobname text,
        unique (jobname, username)
      ) $ddl$;
    execute $ddl$ comment on table cron.job is 'pg_cron stand-in: scheduled jobs, run by the local server (supabase/local/src/jobs.ts)' $ddl$;
    execute $ddl$
      create table cron.job_run_details (
        jobid bigint,
        runid bigserial primary key,
        job_pid integer,
        database text,
        username text,
        command text,
        status text,
        return_message text,
        start_time timestamptz,
        end_time timestamptz
      ) $ddl$;
    execute $ddl$
      create function cron.schedule(job_name text, schedule text, command text) returns bigint
      language plpgsql as $f$
      declare id bigint;
      begin
        if schedule !~ '^\s*(\d+\s+seconds|(\S+\s+){4}\S+|@(yearly|annually|monthly|weekly|daily|hourly|reboot))\s*$' then
          raise exception 'invalid schedule: %', schedule;
        end if;
        insert into cron.job as j (jobname, schedule, command) values (job_name, schedule, command)
        on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command, active = true
        returning j.jobid into id;
        return id;
      end $f$ $ddl$;
    execute $ddl$
      create function cron.schedule(schedule text, command text) returns bigint
      language sql as $f$ select cron.schedule(null::text, schedule, command) $f$ $ddl$;
    execute $ddl$
      create function cron.unschedule(job_name text) returns boolean
      language plpgsql as $f$
      begin
        delete from cron.job where jobname = job_name and username = current_user;
        if not found then raise exception 'could not find valid entry for job ''%''', job_name; end if;
        return true;
      end $f$ $ddl$;
    execute $ddl$
      create function cron.unschedule(job_id bigint) returns boolean
      language plpgsql as $f$
      begin
        delete from cron.job where jobid = job_id;
        if not found then raise exception 'could not find valid entry for job %', job_id; end if;
        return true;
      end $f$ $ddl$;
    execute 'revoke all on schema cron from public';
    execute 'revoke all on all functions in schema cron from public';
  end if;

  -- pg_net stand-in (pg_net 0.x's queue and response tables, http_post / http_get)
  if not exists (select 1 from pg_namespace where nspname = 'net') then
    execute 'create schema net';
    execute $ddl$
      create table net.http_request_queue (
        id bigserial primary key,
        method text not null,
        url text not null,
        headers jsonb not null default '{}'::jsonb,
        body bytea,
        timeout_milliseconds integer not null
      ) $ddl$;
    execute $ddl$ comment on table net.http_request_queue is 'pg_net stand-in: requests waiting for the local server''s worker' $ddl$;
    execute $ddl$
      create table net._http_response (
        id bigint,
        status_code integer,
        content_type text,
        headers jsonb,
        content text,
        timed_out boolean,
        error_msg text,
        created timestamptz not null default now()
      ) $ddl$;
    execute 'create index on net._http_response (created)';
    execute $ddl$
      create function net._urlencode_params(url text, params jsonb) returns text
      language sql immutable as $f$
        select case when params is null or params = '{}'::jsonb then url
          else url || case when url like '%?%' then '&' else '?' end ||
            (select string_agg(key || '=' || value, '&' order by key) from jsonb_each_text(params)) end
      $f$ $ddl$;
    execute $ddl$
      create function net.http_post(
        url text,
        body jsonb default '{}'::jsonb,
        params jsonb default '{}'::jsonb,
        headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
        timeout_milliseconds integer default 5000
      ) returns bigint
      language plpgsql as $f$
      declare id bigint;
      begin
        insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
          values ('POST', net._urlencode_params(url, params), coalesce(headers, '{}'::jsonb), convert_to(coalesce(body, 'null'::jsonb)::text, 'UTF8'), timeout_milliseconds)
          returning net.http_request_queue.id into id;
        perform pg_notify('pg_net', id::text);
        return id;
      end $f$ $ddl$;
    execute $ddl$
      create function net.http_get(
        url text,
        params jsonb default '{}'::jsonb,
        headers jsonb default '{}'::jsonb,
        timeout_milliseconds integer default 5000
      ) returns bigint
      language plpgsql as $f$
      declare id bigint;
      begin
        insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
          values ('GET', net._urlencode_params(url, params), coalesce(headers, '{}'::jsonb), timeout_milliseconds)
          returning net.http_request_queue.id into id;
        perform pg_notify('pg_net', id::text);
        return id;
      end $f$ $ddl$;
    execute 'revoke all on schema net from public';
    execute 'revoke all on all functions in schema net from public';
    execute 'grant usage on schema net to service_role';
    execute 'grant execute on all functions in schema net to service_role';
  end if;

  -- Vault stand-in (supabase_vault's view and create_secret; stored unencrypted locally)
  if not exists (select 1 from pg_namespace where nspname = 'vault') then
    execute 'create schema vault';
    execute $ddl$
      create table vault.secrets (
        id uuid primary key default gen_random_uuid(),
        name text unique,
        description text not null default '',
        secret text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      ) $ddl$;
    execute $ddl$
      create view vault.decrypted_secrets as
        select id, name, description, secret, secret as decrypted_secret, created_at, updated_at from vault.secrets $ddl$;
    execute $ddl$
      create function vault.create_secret(new_secret text, new_name text default null, new_description text default '') returns uuid
      language sql as $f$
        insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id
      $f$ $ddl$;
    execute $ddl$
      create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null, new_description text default null) returns void
      language sql as $f$
        update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
          description = coalesce(new_description, description), updated_at = now() where id = secret_id
      $f$ $ddl$;
    execute 'revoke all on schema vault from public';
    execute 'revoke all on all functions in schema vault from public';
  end if;
end $outer$;
