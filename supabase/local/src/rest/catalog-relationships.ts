// The relationships of the schema cache, from the foreign keys PostgREST reads: each FK gives its
// table a to-one (m2o) and the referenced table a to-many (o2m, or o2o when the FK's columns are
// unique); FKs are copied onto views whose columns map by name onto the FK's columns; a table
// whose primary key holds two FKs is a junction (m2m between the two referenced tables).
import { must } from '../must.ts';
import type { TableInfo } from './catalog.ts';
import type { RawFk, RawViewDep } from './catalog-queries.ts';

/** A foreign key between two exposed relations (a view may stand in for its base table). */
interface Fk {
  name: string;
  from: string;
  to: string;
  cols: string[];
  fcols: string[];
}

/** An FK's (column, referenced column) pairs: pg_constraint's conkey and confkey have the same length. */
function columnPairs(f: Fk): [string, string][] {
  return f.cols.map((c, i) => [c, must(f.fcols[i], `referenced column ${i + 1} of ${f.name}`)]);
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** Adds every relationship to the tables (exposed relations by name; `byOid` the same by oid;
 *  `uniques` each relation's unique column sets). */
export function addRelationships(tables: Map<string, TableInfo>, byOid: Map<string, TableInfo>, uniques: Map<string, string[][]>, fks: RawFk[], deps: RawViewDep[]): void {
  // Real FKs, then copies through views whose columns map by name onto the FK's columns.
  const baseFks: Fk[] = [];
  for (const f of fks) {
    const from = byOid.get(String(f.relid));
    const to = byOid.get(String(f.frelid));
    if (from && to && f.cols && f.fcols) baseFks.push({ name: f.name, from: from.name, to: to.name, cols: f.cols, fcols: f.fcols });
  }
  const viewCols = new Map<string, Map<string, Set<string>>>(); // view → base table → used cols
  for (const d of deps) {
    const v = byOid.get(String(d.view_id));
    const b = byOid.get(String(d.base_id));
    if (!v || !b) continue;
    let m = viewCols.get(v.name);
    if (!m) viewCols.set(v.name, (m = new Map()));
    let s = m.get(b.name);
    if (!s) m.set(b.name, (s = new Set()));
    s.add(d.col);
  }
  const viewsOf = (base: string, cols: string[]): string[] => {
    const out: string[] = [];
    for (const [view, m] of viewCols) {
      const used = m.get(base);
      const v = tables.get(view);
      if (used && v && cols.every((c) => used.has(c) && v.columns.has(c))) out.push(view);
    }
    return out;
  };
  const allFks: Fk[] = [...baseFks];
  // A view built from several tables can inherit "the same" FK more than once (e.g. a union of
  // result tables, each with student_id → users); keep the first so embedding stays unambiguous.
  const seen = new Set(baseFks.map((f) => `${f.from}|${f.to}|${f.cols}|${f.fcols}`));
  for (const f of baseFks) {
    const froms = [f.from, ...viewsOf(f.from, f.cols)];
    const tos = [f.to, ...viewsOf(f.to, f.fcols)];
    for (const a of froms) {
      for (const b of tos) {
        const key = `${a}|${b}|${f.cols}|${f.fcols}`;
        if (seen.has(key)) continue;
        seen.add(key);
        allFks.push({ ...f, from: a, to: b });
      }
    }
  }

  for (const f of allFks) {
    const origin = tables.get(f.from)!;
    const target = tables.get(f.to)!;
    const pairs = columnPairs(f);
    origin.relationships.push({ origin: f.from, target: f.to, cardinality: 'm2o', constraint: f.name, columns: pairs });
    const oneToOne = (uniques.get(f.from) ?? []).some((u) => sameSet(u, f.cols));
    target.relationships.push({
      origin: f.to,
      target: f.from,
      cardinality: oneToOne ? 'o2o' : 'o2m',
      constraint: f.name,
      columns: pairs.map(([a, b]) => [b, a]),
    });
  }
  // Many-to-many through junction tables whose two FKs are both part of the junction's PK.
  for (const j of tables.values()) {
    if (j.kind !== 'table' || j.primaryKey.length === 0) continue;
    const outFks = baseFks.filter((f) => f.from === j.name && f.cols.every((c) => j.primaryKey.includes(c)));
    for (const f1 of outFks) {
      for (const f2 of outFks) {
        if (f1 === f2) continue;
        const origin = tables.get(f1.to)!;
        origin.relationships.push({
          origin: f1.to,
          target: f2.to,
          cardinality: 'm2m',
          constraint: f2.name,
          columns: [],
          junction: {
            table: j.name,
            originConstraint: f1.name,
            targetConstraint: f2.name,
            originColumns: columnPairs(f1),
            targetColumns: columnPairs(f2),
          },
        });
      }
    }
  }
}
