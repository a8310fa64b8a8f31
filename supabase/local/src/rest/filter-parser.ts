// Parsers for filters (`col=op.value`, `or=(…)`), order, limit/offset, columns and Prefer
// (shared/reference/supabase-wire.md §1.1, §1.3). Pure: no catalog, no SQL.
import { Cursor, parseJsonPath, type JsonPathStep } from './select-parser.ts';
import { parseError } from './errors.ts';

export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];
const OPERATOR_SET = new Set<string>(OPERATORS);
/** Operators that take the `(any)` / `(all)` quantifier. */
const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);

export interface FieldRef {
  name: string;
  jsonPath: JsonPathStep[];
}

export interface Condition {
  type: 'cond';
  field: FieldRef;
  negate: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  ftsConfig?: string;
  /** Raw value (like/ilike already have `*` → `%`). */
  value: string;
  /** For `in` and quantified operators: the list elements. */
  list?: string[];
}

export interface LogicNode {
  type: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | LogicNode;

export interface OrderTerm {
  /** Set when ordering by a column of a to-one embed: `order=rel(col)`. */
  relation?: string;
  field: FieldRef;
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** `col`, `"quoted col"` or `col->a->>b`. */
export function parseFieldRef(src: string, what = 'filter'): FieldRef {
  const c = new Cursor(src, what);
  const name = c.ident();
  const jsonPath = parseJsonPath(c);
  if (!c.eof()) c.fail('"->", "->>" or end of field');
  return { name, jsonPath };
}

/** Splits on `sep` at depth 0, outside double quotes; parens and braces nest. */
export function splitTopLevel(s: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let inQuote = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (inQuote) {
      cur += ch;
      if (ch === '\\' && i + 1 < s.length) {
        cur += s[++i];
      } else if (ch === '"') inQuote = false;
      continue;
    }
    if (ch === '"') inQuote = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    if (ch === sep && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out;
}

function unquote(v: string): string {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    return v.slice(1, -1).replace(/\\(.)/gs, '$1');
  }
  return v;
}

/** `(a,"b,c",d)` or `{a,b}` → elements. */
export function parseList(raw: string, open: string, close: string, ctx: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close)) {
    throw parseError(`"failed to parse filter (${ctx})" (line 1, column 1)`, `expecting "${open}" … "${close}"`);
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((x) => unquote(x.trim()));
}

/** Parses `[not.]op[(mod)].value` for a field. */
export function parseCondition(field: FieldRef, raw: string, inLogic = false): Condition {
  const [, not, opName, mod, rawValue] = /^(not\.)?([a-z]+)(?:\(([A-Za-z0-9_]+)\))?\.([\s\S]*)$/.exec(raw) ?? [];
  if (opName === undefined || rawValue === undefined || !OPERATOR_SET.has(opName)) {
    throw parseError(`"failed to parse filter (${raw})" (line 1, column 1)`, 'unexpected operator, expecting one of ' + OPERATORS.join(', '));
  }
  const op = opName as Operator;
  const value = inLogic ? unquote(rawValue) : rawValue;
  const cond: Condition = { type: 'cond', field, negate: Boolean(not), op, value };
  if (mod !== undefined) {
    if (FTS.has(op)) cond.ftsConfig = mod;
    else if (QUANTIFIABLE.has(op) && (mod === 'any' || mod === 'all')) cond.quantifier = mod;
    else throw parseError(`"failed to parse filter (${raw})" (line 1, column 1)`, `unexpected modifier "${mod}"`);
  }
  if (op === 'in') {
    cond.list = parseList(value, '(', ')', raw);
  } else if (cond.quantifier) {
    cond.list = parseList(value, '{', '}', raw);
  } else if (op === 'is') {
    const v = value.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(v)) {
      throw parseError(`"failed to parse filter (${raw})" (line 1, column 1)`, 'expecting null, not_null, true, false or unknown');
    }
    cond.value = v;
  }
  if (op === 'like' || op === 'ilike') {
    cond.value = cond.value.replace(/\*/g, '%');
    if (cond.list) cond.list = cond.list.map((x) => x.replace(/\*/g, '%'));
  }
  return cond;
}

/** Logic tree: value of `or=` / `and=` / `not.or=`, i.e. `(a.eq.1,b.gt.2,and(c.is.null,…))`. */
/** Logic trees nested deeper than this are refused. */
export const MAX_LOGIC_DEPTH = 16;

export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string, depth = 0): LogicNode {
  if (depth > MAX_LOGIC_DEPTH) throw parseError(`"failed to parse logic tree (${raw.slice(0, 200)})"`, `nested deeper than ${MAX_LOGIC_DEPTH} levels`);
  const src = raw.trim();
  if (!src.startsWith('(') || !src.endsWith(')') || !closesAtEnd(src)) {
    throw parseError(`"failed to parse logic tree (${raw})" (line 1, column 1)`, 'expecting "(" … ")"');
  }
  const parts = splitTopLevel(src.slice(1, -1));
  const children: FilterNode[] = parts.map((p) => parseLogicItem(p.trim(), raw, depth));
  return { type: 'logic', op, negate, children };
}

/** True when the '(' at index 0 is closed by the last character (quotes respected). */
function closesAtEnd(src: string): boolean {
  let depth = 0;
  let inQuote = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (inQuote) {
      if (ch === '\\') i++;
      else if (ch === '"') inQuote = false;
      continue;
    }
    if (ch === '"') inQuote = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth === 0 && i !== src.length - 1) return false;
      if (depth < 0) return false;
    }
  }
  return depth === 0 && !inQuote;
}

function parseLogicItem(item: string, whole: string, depth: number): FilterNode {
  const [, not, conj, body] = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item) ?? [];
  if ((conj === 'and' || conj === 'or') && body !== undefined) return parseLogic(conj, Boolean(not), body, depth + 1);
  // field is everything before the first '.' that is not inside a quoted name
  let fieldEnd = -1;
  if (item.startsWith('"')) {
    const close = item.indexOf('"', 1);
    fieldEnd = close >= 0 ? item.indexOf('.', close) : -1;
  } else fieldEnd = item.indexOf('.');
  if (fieldEnd <= 0) {
    throw parseError(`"failed to parse logic tree (${whole})" (line 1, column 1)`, `unexpected "${item}" expecting field.operator.value`);
  }
  const field = parseFieldRef(item.slice(0, fieldEnd), 'logic tree');
  return parseCondition(field, item.slice(fieldEnd + 1), true);
}

export function parseOrder(raw: string): OrderTerm[] {
  const terms: OrderTerm[] = [];
  for (const partRaw of splitTopLevel(raw)) {
    const part = partRaw.trim();
    if (!part) throw parseError(`"failed to parse order (${raw})" (line 1, column 1)`, 'empty order term');
    const [, target, dir, nulls] = /^([\s\S]+?)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/.exec(part) ?? [];
    if (target === undefined) throw parseError(`"failed to parse order (${raw})" (line 1, column 1)`, 'expecting field[.asc|.desc][.nullsfirst|.nullslast]');
    const term: OrderTerm = { field: { name: '', jsonPath: [] } };
    const [, relation, relField] = /^([^()]+)\(([^()]+)\)$/.exec(target) ?? [];
    if (relation !== undefined && relField !== undefined) {
      term.relation = parseFieldRef(relation, 'order').name;
      term.field = parseFieldRef(relField, 'order');
    } else {
      term.field = parseFieldRef(target, 'order');
    }
    if (dir === 'asc' || dir === 'desc') term.dir = dir;
    if (nulls) term.nulls = nulls === 'nullsfirst' ? 'first' : 'last';
    terms.push(term);
  }
  return terms;
}

export function parseNonNegativeInt(raw: string, what: 'limit' | 'offset'): number {
  if (!/^\d{1,15}$/.test(raw.trim())) {
    throw parseError(`"failed to parse ${what} parameter (${raw})" (line 1, column 1)`, 'expecting a non-negative integer');
  }
  return Number(raw.trim());
}

/** `columns="a","b"` (supabase-js) or `columns=a,b`. */
export function parseColumns(raw: string): string[] {
  const cols = splitTopLevel(raw).map((x) => unquote(x.trim()));
  if (cols.some((c) => c === '')) throw parseError(`"failed to parse columns parameter (${raw})" (line 1, column 1)`, 'empty column name');
  return cols;
}

export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** Preferences PostgREST does not know (PGRST122 with handling=strict); absent when none. */
  invalid?: string[];
}

/** Prefer arrives comma-joined (Headers.append), possibly over several header lines. Like
 *  PostgREST, the first value of a preference wins and `timezone=` is accepted (and ignored). */
export function parsePrefer(raw: string | undefined): Prefer {
  const p: Prefer = {};
  if (!raw) return p;
  const invalid: string[] = [];
  for (const part of raw.split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const k = eq < 0 ? item : item.slice(0, eq);
    const v = eq < 0 ? undefined : item.slice(eq + 1);
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) p.return ??= v;
    else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) p.count ??= v;
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) p.resolution ??= v;
    else if (k === 'missing' && (v === 'default' || v === 'null')) p.missing ??= v;
    else if (k === 'tx' && (v === 'commit' || v === 'rollback')) p.tx ??= v;
    else if (k === 'handling' && (v === 'strict' || v === 'lenient')) p.handling ??= v;
    else if (k === 'max-affected' && v !== undefined) {
      if (/^\d+$/.test(v)) p.maxAffected ??= Number(v);
    } else if (k !== 'timezone' || v === undefined) invalid.push(item);
  }
  if (invalid.length) p.invalid = invalid;
  return p;
}
