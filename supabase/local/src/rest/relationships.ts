// Embed resolution, following PostgREST's findRel (src/library/PostgREST/Plan.hs) as summarised
// in shared/reference/supabase-wire.md §1.3 "Hint resolution".
import { must } from '../must.ts';
import { RestError } from './errors.ts';
import { type Catalog, type Relationship, type TableInfo } from './catalog.ts';
import type { EmbedNode } from './select-parser.ts';

const CARDINALITY_NAME: Record<Relationship['cardinality'], string> = {
  m2o: 'many-to-one',
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
};

export function isToOne(rel: Relationship): boolean {
  return rel.cardinality === 'm2o' || rel.cardinality === 'o2o';
}

function describe(rel: Relationship): string {
  if (rel.junction) {
    const j = rel.junction;
    return `${j.table} using ${j.originConstraint}(${j.originColumns.map((c) => c[0]).join(', ')}) and ${j.targetConstraint}(${j.targetColumns.map((c) => c[0]).join(', ')})`;
  }
  return `${rel.constraint} using ${rel.origin}(${rel.columns.map((c) => c[0]).join(', ')}) and ${rel.target}(${rel.columns.map((c) => c[1]).join(', ')})`;
}

/** Origin-side and target-side column of a single-column relationship (PostgREST relColumns). */
const onlyPair = (r: Relationship): [string, string] | undefined => (r.columns.length === 1 ? r.columns[0] : undefined);
const fkCol = (r: Relationship): string | undefined => onlyPair(r)?.[0];
const refCol = (r: Relationship): string | undefined => onlyPair(r)?.[1];

/** PostgREST's findRel filter (Plan.hs) for one relationship of the origin. */
function matches(cat: Catalog, r: Relationship, target: string, hint: string | undefined): boolean {
  if (r.origin === r.target && !r.junction) {
    // A self-reference: one FK, two relationships. No hint: the table name gives the children
    // (one-to-many), the FK column the parent (many-to-one). With a hint, only the children:
    // `staff!boss_id(*)` = the rows whose boss_id is this row's id.
    if (hint === undefined) return (target === r.target && r.cardinality === 'o2m') || (fkCol(r) === target && r.cardinality === 'm2o');
    return target === r.target && r.cardinality === 'o2m' && refCol(r) === hint;
  }
  if (hint === undefined) {
    // The target's name; or, towards tables only (never views), a constraint name or FK column.
    if (target === r.target) return true;
    if (r.junction || cat.tables.get(r.target)?.kind === 'view') return false;
    return r.constraint === target || fkCol(r) === target;
  }
  if (target !== r.target) return false;
  if (r.junction) return r.junction.table === hint;
  return r.constraint === hint || fkCol(r) === hint || refCol(r) === hint;
}

export function resolveEmbed(cat: Catalog, origin: string, node: EmbedNode): { rel: Relationship; target: TableInfo } {
  const originInfo = cat.tables.get(origin);
  const rels = originInfo?.relationships ?? [];
  let candidates = rels.filter((r) => matches(cat, r, node.relation, node.hint));
  if (candidates.length === 0) {
    const using = node.hint !== undefined ? ` using the hint '${node.hint}'` : '';
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${node.relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${node.relation}'${using} in the schema '${cat.schema}', but no matches were found.`,
      null,
    );
  }
  if (candidates.length > 1) {
    // A direct FK beats a many-to-many path through a junction with the same target, as in PostgREST.
    const direct = candidates.filter((r) => !r.junction);
    if (direct.length === 1) candidates = direct;
  }
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${origin}' and '${node.relation}'`,
      candidates.map((r) => ({ cardinality: CARDINALITY_NAME[r.cardinality], embedding: `${origin} with ${r.target}`, relationship: describe(r) })),
      `Try changing '${node.relation}' to one of the following: ${candidates
        .map((r) => `'${node.relation}!${r.junction ? r.junction.table : r.constraint}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  const rel = must(candidates[0], 'the one relationship left');
  return { rel, target: must(cat.tables.get(rel.target), `catalog table ${rel.target}`) };
}
