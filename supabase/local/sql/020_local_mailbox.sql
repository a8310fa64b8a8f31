-- LOCAL ONLY. Mail the local server "sent" (recovery links, support mail), shown at /mailbox.
create schema if not exists local_mailbox;
create table if not exists local_mailbox.messages (
  id bigserial primary key,
  "to" text not null,
  "from" text not null,
  subject text not null,
  text text,
  html text,
  created_at timestamptz not null default now()
);
alter table local_mailbox.messages add column if not exists reply_to text;
