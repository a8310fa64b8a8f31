// Embed resolution, following PostgREST's findRel (src/library/PostgREST/Plan.hs) as summarised
// in shared/reference/supabase-wire.md §1.3 "Hint resolution".
import { RestError } from './errors.ts';
import { EXPOSED_SCHEMA, type Catalog, type Relationship, type TableInfo } from './catalog.ts';
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

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.constraint === hint) return true;
  if (rel.junction) return rel.junction.table === hint || rel.junction.originConstraint === hint;
  if (rel.columns.length === 1) return rel.columns[0][0] === hint || rel.columns[0][1] === hint;
  return false;
}

export function resolveEmbed(cat: Catalog, origin: string, node: EmbedNode): { rel: Relationship; target: TableInfo } {
  const originInfo = cat.tables.get(origin);
  const rels = originInfo?.relationships ?? [];
  let candidates = rels.filter((r) => r.target === node.relation);
  if (candidates.length === 0) {
    // Without a table of that name, `rel` may be a constraint name or a to-one FK column.
    candidates = rels.filter(
      (r) => r.constraint === node.relation || (r.cardinality === 'm2o' && r.columns.length === 1 && r.columns[0][0] === node.relation),
    );
  }
  if (candidates.some((r) => r.origin === r.target && !r.junction)) {
    // A self-referencing FK gives two relationships (to the parent and to the children). PostgREST's
    // convention: the bare table name (no hint) embeds the children (one-to-many); an FK column,
    // constraint name or hint embeds the parent (many-to-one).
    const childrenWanted = node.hint === undefined && node.relation === origin;
    candidates = candidates.filter((r) => r.origin !== r.target || r.junction || (childrenWanted ? r.cardinality !== 'm2o' : r.cardinality === 'm2o'));
  }
  if (node.hint !== undefined) candidates = candidates.filter((r) => matchesHint(r, node.hint!));
  if (candidates.length === 0) {
    const using = node.hint !== undefined ? ` using the hint '${node.hint}'` : '';
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${node.relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${node.relation}'${using} in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
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
  const rel = candidates[0];
  return { rel, target: cat.tables.get(rel.target)! };
}
