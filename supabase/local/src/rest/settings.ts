// PostgREST settings of the local /rest/v1, read from the environment on each request under
// PostgREST's own variable names (the server copies its `env` option into process.env):
//   PGRST_DB_AGGREGATES_ENABLED  aggregates in select (count(), col.sum() …); default false, as
//                                PostgREST and hosted Supabase (PGRST123 when off)
//   PGRST_DB_SCHEMAS             exposed schemas, comma-separated; default "public"
//   PGRST_DB_PLAN_ENABLED        Accept: application/vnd.pgrst.plan (supabase-js explain());
//                                default false, as hosted Supabase
export interface RestSettings {
  aggregatesEnabled: boolean;
  schemas: string[];
  planEnabled: boolean;
}

const isTrue = (v: string | undefined): boolean => /^(true|on|1|yes)$/i.test(v?.trim() ?? '');

export function restSettings(env: NodeJS.ProcessEnv = process.env): RestSettings {
  const schemas = (env.PGRST_DB_SCHEMAS ?? 'public')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return {
    aggregatesEnabled: isTrue(env.PGRST_DB_AGGREGATES_ENABLED),
    schemas: schemas.length ? schemas : ['public'],
    planEnabled: isTrue(env.PGRST_DB_PLAN_ENABLED),
  };
}
