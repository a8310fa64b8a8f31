-- 'Oturumlar' in /settings (issue 28 §5): the caller's own sign-in sessions from auth.sessions, with
-- the device (user agent) and the last use, so they can see where they are signed in and sign out
-- all the others (supabase-js signOut({ scope: 'others' })). auth.sessions is not exposed through
-- the API, hence a SECURITY DEFINER function that returns only the rows of auth.uid().
-- Columns used exist in GoTrue's schema on hosted Supabase (migration 20231027141322: user_agent
-- text, ip inet, refreshed_at timestamp WITHOUT time zone in UTC) and in supabase/local.
create or replace function public.list_my_sessions()
returns table (id uuid, user_agent text, ip text, created_at timestamptz, last_used_at timestamptz, current boolean)
language sql stable security definer set search_path = '' as $$
  select s.id,
         s.user_agent,
         host(s.ip) as ip,
         s.created_at,
         greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'UTC') as last_used_at,
         s.id::text = coalesce(auth.jwt() ->> 'session_id', '') as current
    from auth.sessions s
   where s.user_id = auth.uid()
   order by (s.id::text = coalesce(auth.jwt() ->> 'session_id', '')) desc,
            greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'UTC') desc
   limit 100
$$;
comment on function public.list_my_sessions() is
  'The caller''s own auth sessions (device, address, last use; the current one first) for the Oturumlar panel in /settings (issue 28).';

revoke execute on function public.list_my_sessions() from public, anon;
grant execute on function public.list_my_sessions() to authenticated;
