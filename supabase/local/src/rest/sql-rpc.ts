// /rpc/<fn>: the function call (named arguments through json_to_record, or one unnamed json
// argument) and, for set-returning or row-returning functions, the select tree over its result.
import type { FunctionArg, FunctionInfo } from './catalog.ts';
import type { SelectNode } from './select-parser.ts';
import { wrap, qi, qualified, type BuildContext } from './sql-common.ts';
import { buildRootLevel } from './sql-select.ts';

export type RpcShape = 'void' | 'scalar' | 'scalar-set' | 'row' | 'row-set';

export function rpcShape(fn: FunctionInfo): RpcShape {
  if (fn.returnsVoid) return 'void';
  if (fn.resultColumns) return fn.returnsSet ? 'row-set' : 'row';
  return fn.returnsSet ? 'scalar-set' : 'scalar';
}

export interface RpcOptions {
  /** Named args to pass (subset of fn.inArgs), as a JSON object text. */
  argNames: string[];
  argsJson: string;
  /** The single unnamed argument to pass the whole body as (json, jsonb, text, xml; bytea as hex). */
  singleArg?: FunctionArg;
  nodes: SelectNode[];
  limit?: number;
  offset?: number;
  count: boolean;
}

export function buildRpc(ctx: BuildContext, fn: FunctionInfo, o: RpcOptions): string {
  const { params } = ctx;
  let fromArgs = '';
  let call: string;
  if (o.singleArg?.typname === 'bytea') {
    call = `${qualified(ctx.cat, fn.name)}(decode(${params.add(o.argsJson)}::text, 'hex'))`;
  } else if (o.singleArg) {
    call = `${qualified(ctx.cat, fn.name)}(${params.add(o.argsJson)}::${o.singleArg.type})`;
  } else if (o.argNames.length) {
    const defs = o.argNames.map((n) => `${qi(n)} ${fn.inArgs.find((a) => a.name === n)!.type}`);
    fromArgs = `json_to_record(${params.add(o.argsJson)}::json) as "pgrst_args"(${defs.join(', ')})`;
    call = `${qualified(ctx.cat, fn.name)}(${o.argNames.map((n) => `${qi(n)} := "pgrst_args".${qi(n)}`).join(', ')})`;
  } else {
    call = `${qualified(ctx.cat, fn.name)}()`;
  }
  const shape = rpcShape(fn);
  const fromClause = fromArgs ? ` from ${fromArgs}` : '';
  if (shape === 'void') return `select ${call}::text as body, 1 as page_total, null::int as total${fromClause}`;
  // A single value counts as one row (PostgREST's funcReturnsSingle), so count=exact gives 0-0/1.
  if (shape === 'scalar') return `select to_json(${call})::text as body, 1 as page_total, ${o.count ? '1' : 'null::int'} as total${fromClause}`;
  const from = `${fromArgs ? fromArgs + ' cross join lateral ' : ''}${call} as ${qi(fn.name)}`;
  if (shape === 'scalar-set') {
    const opts = ctx.options.get('');
    if (opts) opts.used = true;
    const limit = o.limit !== undefined ? ` limit ${o.limit}` : '';
    const offset = o.offset ? ` offset ${o.offset}` : '';
    const inner = `select ${qi(fn.name)} as v from ${from}${limit}${offset}`;
    return `select coalesce(json_agg("pgrst_t".v), '[]')::text as body, count("pgrst_t")::int as page_total, ${o.count ? `(select count(*)::int from ${from})` : 'null::int'} as total from (${inner}) as "pgrst_t"`;
  }
  const level = buildRootLevel(ctx, {
    name: fn.name,
    relationForEmbeds: fn.resultRelation,
    columns: fn.resultColumns!,
    from,
    nodes: o.nodes,
    applyFilters: true,
    limit: o.limit,
    offset: o.offset,
  });
  return wrap(ctx, level.sql, o.count ? `(select count(*)::int ${level.countSql})` : 'null::int');
}
