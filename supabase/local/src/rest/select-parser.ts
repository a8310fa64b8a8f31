// Parser for PostgREST's `select=` grammar (shared/reference/supabase-wire.md §1.3):
//   field  := [alias ':'] col ['->' key | '->>' key]* ['::' cast]
//   embed  := [alias ':'] rel ['!' hint] ['!inner'|'!left'] '(' fields ')'
//   spread := '...' rel ['!' hint] ['!inner'|'!left'] '(' fields ')'
//   agg    := [alias ':'] 'count()' ['::' cast]
//           | [alias ':'] col ['->' key]* ['::' cast] '.' ('sum'|'avg'|'max'|'min'|'count') '()' ['::' cast]
// Aggregates are refused with PGRST123 unless PGRST_DB_AGGREGATES_ENABLED (checkAggregates).
// A bare `count` that is not a column is PostgreSQL's `count(row)` (PostgREST's backwards
// compatible embedded count, `messages(count)`), allowed either way.
import { RestError, parseError } from './errors.ts';

export interface JsonPathStep {
  op: '->' | '->>';
  key: string;
}

export type AggregateFn = 'count' | 'sum' | 'avg' | 'max' | 'min';

export interface FieldNode {
  type: 'field';
  /** '*' only with aggregate 'count' (`count()`). */
  name: string;
  jsonPath: JsonPathStep[];
  alias?: string;
  /** Cast of the column (before an aggregate). */
  cast?: string;
  aggregate?: AggregateFn;
  /** Cast of the aggregate's result. */
  aggCast?: string;
}

export interface StarNode {
  type: 'star';
}

export interface EmbedNode {
  type: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  joinType?: 'inner' | 'left';
  spread: boolean;
  fields: SelectNode[];
}

export type SelectNode = FieldNode | StarNode | EmbedNode;

/** Unquoted identifiers: letters (any script), digits, `_`, `$`, and `-` when not starting `->`. */
function isIdentChar(s: string, i: number): boolean {
  const ch = s[i];
  if (ch === undefined) return false;
  const next = s[i + 1];
  if (ch === '-') return next !== undefined && next !== '>' && /[\p{L}\p{N}_$]/u.test(next);
  return /[\p{L}\p{N}_$ ]/u.test(ch);
}

export class Cursor {
  pos = 0;
  depth = 0;
  constructor(readonly src: string, readonly what: string) {}
  peek(n = 0): string | undefined {
    return this.src[this.pos + n];
  }
  startsWith(t: string): boolean {
    return this.src.startsWith(t, this.pos);
  }
  eof(): boolean {
    return this.pos >= this.src.length;
  }
  fail(expecting: string): never {
    const got = this.eof() ? 'end of input' : JSON.stringify(this.src[this.pos]);
    throw parseError(`"failed to parse ${this.what} (${this.src})" (line 1, column ${this.pos + 1})`, `unexpected ${got} expecting ${expecting}`);
  }
  expect(t: string): void {
    if (!this.startsWith(t)) this.fail(JSON.stringify(t));
    this.pos += t.length;
  }
  /** A quoted ("a b", with \" escapes) or unquoted identifier. */
  ident(expecting = 'field name'): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (isIdentChar(this.src, this.pos)) this.pos++;
    const out = this.src.slice(start, this.pos).trim();
    if (!out) this.fail(expecting);
    return out;
  }
  quoted(): string {
    this.expect('"');
    let out = '';
    for (;;) {
      const ch = this.peek();
      if (ch === undefined) this.fail('closing quote');
      this.pos++;
      if (ch === '\\' && this.peek() !== undefined) {
        out += this.peek();
        this.pos++;
      } else if (ch === '"') {
        return out;
      } else {
        out += ch;
      }
    }
  }
  /** JSON path key after -> / ->>: identifier chars, digits (array index, maybe negative) or quoted. */
  jsonKey(): string {
    if (this.peek() === '"') return this.quoted();
    const m = /^-?[\p{L}\p{N}_$ ]+/u.exec(this.src.slice(this.pos));
    if (!m) this.fail('json path key');
    this.pos += m[0].length;
    return m[0].trim();
  }
}

const AGGREGATES = new Set<string>(['count', 'sum', 'avg', 'max', 'min']);

/** PGRST123 when the select tree uses an aggregate and aggregates are off (PostgREST's default). */
export function checkAggregates(nodes: SelectNode[], enabled: boolean): void {
  if (enabled) return;
  for (const n of nodes) {
    if (n.type === 'field' && n.aggregate) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    if (n.type === 'embed') checkAggregates(n.fields, enabled);
  }
}

/** Longer JSON paths are refused (deeply nested operators exhaust the SQL parser's stack). */
export const MAX_JSON_PATH = 32;

export function parseJsonPath(c: Cursor): JsonPathStep[] {
  const path: JsonPathStep[] = [];
  for (;;) {
    if (path.length > MAX_JSON_PATH) throw parseError(`"failed to parse ${c.what} (${c.src.slice(0, 200)})"`, `json path longer than ${MAX_JSON_PATH} keys`);
    if (c.startsWith('->>')) {
      c.pos += 3;
      path.push({ op: '->>', key: c.jsonKey() });
    } else if (c.startsWith('->')) {
      c.pos += 2;
      path.push({ op: '->', key: c.jsonKey() });
    } else return path;
  }
}

function parseCast(c: Cursor): string {
  const m = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?/.exec(c.src.slice(c.pos));
  if (!m) c.fail('cast type');
  c.pos += m[0].length;
  return m[0].trim();
}

function parseItem(c: Cursor): SelectNode {
  if (c.startsWith('...')) {
    c.pos += 3;
    const rel = c.ident('relation name');
    return parseEmbedRest(c, rel, undefined, true);
  }
  if (c.peek() === '*') {
    c.pos++;
    return { type: 'star' };
  }
  let name = c.ident();
  let alias: string | undefined;
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    if (c.startsWith('...')) c.fail('field name');
    name = c.ident();
  }
  if (name === 'count' && c.startsWith('()')) {
    c.pos += 2;
    const field: FieldNode = { type: 'field', name: '*', jsonPath: [], aggregate: 'count' };
    if (alias !== undefined) field.alias = alias;
    if (c.startsWith('::')) {
      c.pos += 2;
      field.aggCast = parseCast(c);
    }
    return field;
  }
  if (c.peek() === '!' || c.peek() === '(') return parseEmbedRest(c, name, alias, false);
  const jsonPath = parseJsonPath(c);
  const field: FieldNode = { type: 'field', name, jsonPath };
  if (alias !== undefined) field.alias = alias;
  if (c.startsWith('::')) {
    c.pos += 2;
    field.cast = parseCast(c);
  }
  if (c.peek() === '.') {
    const [call, fn] = /^\.(\w+)\(\)/.exec(c.src.slice(c.pos)) ?? [];
    if (call === undefined || fn === undefined || !AGGREGATES.has(fn)) c.fail('"," or ")"');
    c.pos += call.length;
    field.aggregate = fn as AggregateFn;
    if (c.startsWith('::')) {
      c.pos += 2;
      field.aggCast = parseCast(c);
    }
  }
  return field;
}

/** Embeds nested deeper than this are refused (keeps parser and planner recursion bounded). */
export const MAX_EMBED_DEPTH = 16;

function parseEmbedRest(c: Cursor, relation: string, alias: string | undefined, spread: boolean): EmbedNode {
  if (++c.depth > MAX_EMBED_DEPTH) throw parseError(`"failed to parse select parameter (${c.src.slice(0, 200)})"`, `embedding is nested deeper than ${MAX_EMBED_DEPTH} levels`);
  const node: EmbedNode = { type: 'embed', relation, spread, fields: [] };
  if (alias !== undefined) node.alias = alias;
  while (c.peek() === '!') {
    c.pos++;
    const h = c.ident('hint');
    if ((h === 'inner' || h === 'left') && node.joinType === undefined) node.joinType = h;
    else if (node.hint === undefined) node.hint = h;
    else c.fail('"inner" or "left"');
  }
  c.expect('(');
  node.fields = c.peek() === ')' ? [] : parseList(c);
  c.expect(')');
  c.depth--;
  return node;
}

function parseList(c: Cursor): SelectNode[] {
  const items: SelectNode[] = [parseItem(c)];
  while (c.peek() === ',') {
    c.pos++;
    items.push(parseItem(c));
  }
  return items;
}

/** Parses a select parameter. An empty or absent parameter means `*`. */
export function parseSelect(src: string | null | undefined): SelectNode[] {
  if (src === null || src === undefined) return [{ type: 'star' }];
  // supabase-js strips whitespace outside quotes; PostgREST tolerates it too.
  let cleaned = '';
  let inQuote = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src.charAt(i);
    if (ch === '"' && src[i - 1] !== '\\') inQuote = !inQuote;
    if (!inQuote && /\s/.test(ch)) continue;
    cleaned += ch;
  }
  if (cleaned === '') return [{ type: 'star' }];
  const c = new Cursor(cleaned, 'select parameter');
  const items = parseList(c);
  if (!c.eof()) c.fail('"," or end of input');
  return items;
}
