// postgres_changes filter strings (`col=op.value`, comma = AND) evaluated on a changed row,
// as supabase/realtime does: eq, neq, lt, lte, gt, gte, in, is (wire doc §3).

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'is';

/** One condition: the list for `in`, one value for every other operator. */
export type FilterCond =
  | { column: string; op: 'in'; values: string[] }
  | { column: string; op: Exclude<FilterOp, 'in'>; value: string };

const OPS: readonly FilterOp[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'is'];

/** Splits on commas outside parentheses and double quotes. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (const ch of s) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function parseList(raw: string): string[] {
  const inner = raw.trim().replace(/^\(/, '').replace(/\)$/, '');
  if (inner === '') return [];
  return splitTop(inner).map((v) => {
    const t = v.trim();
    return t.startsWith('"') && t.endsWith('"') && t.length >= 2 ? t.slice(1, -1).replace(/\\"/g, '"') : t;
  });
}

/** Throws Error with a readable reason on a malformed filter. */
export function parseFilter(filter: string | undefined | null): FilterCond[] {
  if (filter === undefined || filter === null || filter.trim() === '') return [];
  return splitTop(filter).map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`invalid filter "${part}": expected column=operator.value`);
    const column = part.slice(0, eq).trim();
    const rest = part.slice(eq + 1);
    const dot = rest.indexOf('.');
    const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOp;
    if (!OPS.includes(op)) throw new Error(`invalid filter "${part}": operator "${op}" is not supported`);
    const value = dot < 0 ? '' : rest.slice(dot + 1);
    return op === 'in' ? { column, op, values: parseList(value) } : { column, op, value };
  });
}

function asNumber(v: string): number | undefined {
  if (v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

const UUID_LIKE = /^[0-9a-f-]{36}$/i;

function text(v: unknown): string {
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function equals(actual: unknown, expected: string): boolean {
  const a = text(actual);
  if (a === expected) return true;
  if (UUID_LIKE.test(a) && UUID_LIKE.test(expected)) return a.toLowerCase() === expected.toLowerCase();
  if (typeof actual === 'number') return asNumber(expected) === actual;
  if (typeof actual === 'boolean') return ['true', 't'].includes(expected.toLowerCase()) === actual && ['true', 't', 'false', 'f'].includes(expected.toLowerCase());
  return false;
}

function compare(actual: unknown, expected: string): number | undefined {
  const an = typeof actual === 'number' ? actual : asNumber(text(actual));
  const en = asNumber(expected);
  if (an !== undefined && en !== undefined) return an - en;
  const a = text(actual);
  return a < expected ? -1 : a > expected ? 1 : 0;
}

export function rowMatches(conds: FilterCond[], row: Record<string, unknown> | null): boolean {
  if (conds.length === 0) return true;
  if (!row) return false;
  return conds.every((c) => {
    if (!(c.column in row)) return false;
    const v = row[c.column];
    if (c.op === 'is') {
      const want = c.value.toLowerCase();
      if (want === 'null') return v === null;
      if (want === 'true') return v === true;
      if (want === 'false') return v === false;
      return false;
    }
    if (v === null || v === undefined) return false;
    switch (c.op) {
      case 'eq':
        return equals(v, c.value);
      case 'neq':
        return !equals(v, c.value);
      case 'in':
        return c.values.some((x) => equals(v, x));
      default: {
        const d = compare(v, c.value);
        if (d === undefined) return false;
        return c.op === 'lt' ? d < 0 : c.op === 'lte' ? d <= 0 : c.op === 'gt' ? d > 0 : d >= 0;
      }
    }
  });
}
