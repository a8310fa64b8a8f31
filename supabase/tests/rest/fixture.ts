// Shared fixture for the REST tests: an in-memory PGlite with the Supabase bootstrap and
// migrations, plus small tables/policies/functions of our own (authors, books, tags …) so the
// REST layer is tested independently of the product schema.
import { rmSync } from 'node:fs';
import { openPglite, openPostgres, type Db, type RequestIdentity } from '../../local/src/db.ts';
import { migrate } from '../../local/src/migrate.ts';
import { migratedPgDatabase, migratedPgliteDir } from '../helpers/db-template.ts';
import { handleRest, invalidateCatalog, type RestResult } from '../../local/src/rest/index.ts';

export const ALICE = '11111111-1111-4111-8111-111111111111';
export const BOB = '22222222-2222-4222-8222-222222222222';

export const FIXTURE_SQL = `
create table authors (
  id serial primary key, name text not null, country text, meta jsonb not null default '{}',
  tags text[] not null default '{}', created_at timestamptz not null default '2024-01-02T03:04:05Z');
create table books (
  id serial primary key, title text not null, author_id int references authors(id),
  editor_id int references authors(id), pages int, price numeric(8,2), published date,
  data jsonb, created_at timestamptz not null default '2024-02-03T04:05:06.789Z');
create table tags (id serial primary key, name text unique not null);
create table book_tags (book_id int references books(id), tag_id int references tags(id), primary key (book_id, tag_id));
create table reviews (id serial primary key, book_id int not null references books(id), stars int check (stars between 1 and 5), body text);
create table items (id serial primary key, name text unique not null, qty int not null default 5, note text);
create table secrets (id serial primary key, owner uuid not null, secret text not null);
alter table secrets enable row level security;
create policy secrets_own on secrets for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());
create table staff (id serial primary key, name text not null, boss_id int references staff(id));
insert into staff (name, boss_id) values ('Ada', null), ('Ben', 1), ('Cem', 1), ('Dor', 2);
create table sentinel (id int primary key);
insert into sentinel values (1);
revoke all on sentinel from anon, authenticated;
create view books_view as select id, title, author_id, pages from books;

insert into authors (name, country, meta, tags) values
  ('Orhan', 'TR', '{"prizes": 1, "lang": "tr", "nested": {"a": 1}}', '{novel,nobel}'),
  ('Elif', 'TR', '{"prizes": 0, "lang": "tr"}', '{novel}'),
  ('Jane', 'UK', '{"prizes": 2, "lang": "en"}', '{classic}'),
  ('Nobody, Jr.', null, '{}', '{}');
insert into books (title, author_id, editor_id, pages, price, published, data) values
  ('Kar', 1, 2, 436, 12.50, '2002-01-01', '{"genre": "novel", "rating": 4}'),
  ('Benim Adım Kırmızı', 1, 2, 470, 15.00, '1998-01-01', '{"genre": "mystery", "rating": 5}'),
  ('Aşk', 2, null, 420, 9.99, '2009-03-01', '{"genre": "novel", "rating": 3}'),
  ('Emma', 3, 1, 474, null, null, null),
  ('Persuasion', 3, null, 249, 7.25, '1817-12-20', '{"genre": "classic"}');
insert into tags (name) values ('turkish'), ('english'), ('prize');
insert into book_tags values (1, 1), (1, 3), (2, 1), (4, 2), (5, 2);
insert into reviews (book_id, stars, body) values (1, 5, 'great'), (1, 4, 'good'), (2, 3, 'ok'), (4, 5, 'classic');
insert into items (name, qty) values ('pen', 10), ('ink', 3);
insert into secrets (owner, secret) values ('${ALICE}', 'alice-1'), ('${ALICE}', 'alice-2'), ('${BOB}', 'bob-1');

create function add_them(a int, b int default 10) returns int language sql immutable as 'select a + b';
create function hello() returns text language sql stable as $$ select 'merhaba' $$;
create function do_nothing() returns void language sql as 'select';
create function echo_json(jsonb) returns jsonb language sql immutable as 'select $1';
create function whoami() returns json language sql stable as
  $$ select json_build_object('role', auth.role(), 'uid', auth.uid()) $$;
create function books_by_author(aid int) returns setof books language sql stable as
  'select * from books where author_id = aid order by id';
create function one_author(aid int) returns authors language sql stable as 'select * from authors where id = aid';
create function author_stats(min_pages int default 0) returns table(author text, n bigint) language sql stable as
  'select a.name, count(b.id) from authors a join books b on b.author_id = a.id where b.pages >= min_pages group by a.name order by a.name';
create function numbers(n int) returns setof int language sql immutable as 'select generate_series(1, n)';
create function fail_custom() returns int language plpgsql as $$ begin raise exception 'custom failure' using hint = 'try again'; end $$;
create function bump_qty(item text) returns int language sql as
  'update items set qty = qty + 1 where name = item returning qty';
create function tag_names(names text[]) returns int language sql immutable as 'select coalesce(array_length(names, 1), 0)';
`;

export interface Fixture {
  db: Db;
  req(method: string, path: string, opts?: ReqOpts): Promise<Res>;
  close(): Promise<void>;
}

export interface ReqOpts {
  query?: string;
  headers?: Record<string, string>;
  body?: unknown;
  identity?: RequestIdentity;
}

export interface Res extends RestResult {
  json: unknown;
}

export const ANON: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };
export const SERVICE: RequestIdentity = { role: 'service_role', claims: { role: 'service_role' } };
export const asUser = (sub: string): RequestIdentity => ({ role: 'authenticated', claims: { sub, role: 'authenticated', email: 'x@example.com' } });

export async function restRequest(db: Db, method: string, path: string, opts: ReqOpts = {}): Promise<Res> {
  const body = opts.body === undefined ? '' : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(opts.headers ?? {})) headers[k.toLowerCase()] = v;
  const r = await handleRest(db, {
    method,
    path,
    query: new URLSearchParams(opts.query ?? ''),
    headers,
    body,
    identity: opts.identity ?? ANON,
  });
  let json: unknown;
  try {
    json = r.body === '' ? undefined : JSON.parse(r.body);
  } catch {
    json = undefined;
  }
  return { ...r, json };
}

/**
 * In-memory PGlite by default; with TEST_PG_URL a throwaway database on that PostgreSQL
 * (created here, dropped on close), so the same tests cover both backends.
 */
export async function openFixture(): Promise<Fixture> {
  const base = process.env.TEST_PG_URL;
  let db: Db;
  let drop = async () => undefined as void;
  // a copy of the migrated template (helpers/db-template.ts); migrate() below finds it current
  if (base) {
    const database = await migratedPgDatabase(base, 'rest_test', false);
    db = await openPostgres(database.url);
    drop = database.drop;
  } else {
    const dir = await migratedPgliteDir(false);
    db = await openPglite(dir);
    drop = async () => rmSync(dir, { recursive: true, force: true });
  }
  await migrate(db, { seed: false });
  await db.exec(FIXTURE_SQL);
  invalidateCatalog(db);
  return {
    db,
    req: (method, path, opts) => restRequest(db, method, path, opts),
    async close() {
      await db.close();
      await drop();
    },
  };
}
