-- Contact form messages (spec 1 §2 Help, §3 "Contact message"). The send-support-email
-- function persists the message with the service role before mailing it; admins read them.

create table public.support_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) >= 2),
  email text not null,
  -- spec 1 §2 Help: contact subject options
  subject text not null check (subject in ('teknik-sorun', 'test-sorunu', 'rapor-sorunu', 'hesap-sorunu',
                                           'ogrenci-yonetimi', 'fatura-odeme', 'diger')),
  message text not null check (char_length(btrim(message)) >= 10),
  user_id uuid references public.users (id) on delete set null,
  status text not null default 'new' check (status in ('new', 'delivered', 'failed', 'resolved')),
  delivered_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.support_messages is 'Help page contact messages (spec 1 §3): inserted by the send-support-email function (service role), read by admins.';

create index support_messages_user_id_idx on public.support_messages (user_id);
create index support_messages_created_at_idx on public.support_messages (created_at desc);
create index support_messages_email_idx on public.support_messages (email);

alter table public.support_messages enable row level security;

create policy support_messages_select_admin on public.support_messages for select to authenticated
  using ((select public.is_admin()));
create policy support_messages_update_admin on public.support_messages for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy support_messages_delete_admin on public.support_messages for delete to authenticated
  using ((select public.is_admin()));
