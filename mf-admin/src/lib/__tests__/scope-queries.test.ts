import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchAssignableStudents, fetchScopedStudents, fetchScopedUsers } from '../scope-queries';

type Call = [string, ...unknown[]];

/** A fake supabase client recording each query's method chain; answers from `answer(chain)`. */
function fakeClient(answer: (chain: Call[]) => { data: unknown; error: null | { message: string } }) {
  const queries: Call[][] = [];
  const client = {
    from(table: string) {
      const chain: Call[] = [['from', table]];
      queries.push(chain);
      const builder: Record<string, unknown> = {};
      for (const m of ['select', 'contains', 'eq', 'in', 'order']) {
        builder[m] = (...args: unknown[]) => {
          chain.push([m, ...args]);
          return builder;
        };
      }
      builder.then = (resolve: (v: unknown) => void) => resolve(answer(chain));
      return builder;
    },
  };
  return { client: client as unknown as SupabaseClient, queries };
}

const filters = (chain: Call[]) => chain.filter(([m]) => m !== 'select' && m !== 'from');

describe('fetchScopedStudents (spec 1 §6)', () => {
  it('admin: every kullanici, newest first', async () => {
    const { client, queries } = fakeClient(() => ({ data: [{ id: 'a' }], error: null }));
    const r = await fetchScopedStudents(client, { role: 'admin', meId: 'me' });
    expect(r.data).toEqual([{ id: 'a' }]);
    expect(filters(queries[0]!)).toEqual([
      ['contains', 'roles', ['kullanici']],
      ['order', 'created_at', { ascending: false }],
    ]);
  });

  it('trainer: own students by supervisor_id', async () => {
    const { client, queries } = fakeClient(() => ({ data: [], error: null }));
    await fetchScopedStudents(client, { role: 'beyin_antrenoru', meId: 'me' });
    expect(filters(queries[0]!)).toContainEqual(['eq', 'supervisor_id', 'me']);
    expect(filters(queries[0]!)).toContainEqual(['contains', 'roles', ['kullanici']]);
  });

  it('temsilci: students of the trainers under them', async () => {
    const { client, queries } = fakeClient((chain) =>
      chain.some(([m, , v]) => m === 'contains' && JSON.stringify(v) === '["beyin_antrenoru"]')
        ? { data: [{ id: 't1' }, { id: 't2' }], error: null }
        : { data: [{ id: 's1' }], error: null },
    );
    const r = await fetchScopedStudents(client, { role: 'temsilci', meId: 'me' });
    expect(r.data).toEqual([{ id: 's1' }]);
    expect(filters(queries[0]!)).toEqual([
      ['contains', 'roles', ['beyin_antrenoru']],
      ['eq', 'supervisor_id', 'me'],
    ]);
    expect(filters(queries[1]!)).toContainEqual(['in', 'supervisor_id', ['t1', 't2']]);
  });

  it('temsilci without trainers: none, and no second query', async () => {
    const { client, queries } = fakeClient(() => ({ data: [], error: null }));
    expect((await fetchScopedStudents(client, { role: 'temsilci', meId: 'me' })).data).toEqual([]);
    expect(queries).toHaveLength(1);
  });

  it('kullanici: none without asking the database', async () => {
    const { client, queries } = fakeClient(() => ({ data: [{ id: 'x' }], error: null }));
    expect((await fetchScopedStudents(client, { role: 'kullanici', meId: 'me' })).data).toEqual([]);
    expect(queries).toHaveLength(0);
  });

  it('passes the error on with an empty list', async () => {
    const { client } = fakeClient(() => ({ data: null, error: { message: 'boom' } }));
    expect(await fetchScopedStudents(client, { role: 'admin', meId: 'me' })).toEqual({ data: [], error: { message: 'boom' } });
  });
});

describe('fetchScopedUsers (spec 1 §6)', () => {
  it('admin all, temsilci their trainers, trainer users under them, others none', async () => {
    const { client, queries } = fakeClient(() => ({ data: [], error: null }));
    await fetchScopedUsers(client, { role: 'admin', meId: 'me' });
    await fetchScopedUsers(client, { role: 'temsilci', meId: 'me' });
    await fetchScopedUsers(client, { role: 'beyin_antrenoru', meId: 'me' });
    await fetchScopedUsers(client, { role: 'kullanici', meId: 'me' });
    expect(queries).toHaveLength(3);
    expect(filters(queries[0]!)).toEqual([['order', 'created_at', { ascending: false }]]);
    expect(filters(queries[1]!)).toEqual([
      ['contains', 'roles', ['beyin_antrenoru']],
      ['eq', 'supervisor_id', 'me'],
      ['order', 'created_at', { ascending: false }],
    ]);
    expect(filters(queries[2]!)).toEqual([
      ['eq', 'supervisor_id', 'me'],
      ['order', 'created_at', { ascending: false }],
    ]);
  });
});

describe('fetchAssignableStudents (spec 1 §6)', () => {
  it('admin all kullanici, trainer own, temsilci none', async () => {
    const { client, queries } = fakeClient(() => ({ data: [], error: null }));
    await fetchAssignableStudents(client, { role: 'admin', meId: 'me' });
    await fetchAssignableStudents(client, { role: 'beyin_antrenoru', meId: 'me' });
    await fetchAssignableStudents(client, { role: 'temsilci', meId: 'me' });
    expect(queries).toHaveLength(2);
    expect(filters(queries[1]!)).toContainEqual(['eq', 'supervisor_id', 'me']);
    // issue 25: Pasif students are not offered
    for (const q of queries) expect(filters(q)).toContainEqual(['eq', 'is_active', true]);
  });
});
