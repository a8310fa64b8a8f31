-- In-app notifications (spec 1 §3, §4): the bell list, unread count and realtime toasts.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  type text not null default 'system_alert',
  title text not null check (btrim(title) <> ''),
  message text not null check (btrim(message) <> ''),
  data jsonb not null default '{}'::jsonb,
  action_url text,
  -- spec 1 §3: low, normal, high, urgent; default normal (spec 1 §9)
  priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  expires_at timestamptz,
  is_read boolean not null default false,
  read_at timestamptz,
  is_archived boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.notifications is
  'Per-user notifications (spec 1 §3): bell dropdown, unread count, realtime INSERT events filtered by user_id.';

-- The bell query: user_id, not archived, newest first (+ unread count).
create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc) where not is_archived;
create index notifications_user_id_idx on public.notifications (user_id);
create index notifications_unread_idx on public.notifications (user_id) where not is_read and not is_archived;
create index notifications_created_at_idx on public.notifications (created_at desc);

alter table public.notifications enable row level security;

create policy notifications_select_own on public.notifications for select to authenticated
  using (user_id = (select public.current_user_id()));
create policy notifications_update_own on public.notifications for update to authenticated
  using (user_id = (select public.current_user_id()))
  with check (user_id = (select public.current_user_id()));
create policy notifications_delete_own on public.notifications for delete to authenticated
  using (user_id = (select public.current_user_id()));
-- Anyone may notify themself; staff may notify the users they manage; admin everyone.
create policy notifications_insert on public.notifications for insert to authenticated
  with check (public.can_see_user(user_id));

-- Realtime postgres_changes (spec 1 §4: new notifications arrive in real time).
alter table public.notifications replica identity full;
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                     where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'notifications') then
    alter publication supabase_realtime add table public.notifications;
  end if;
end $$;
