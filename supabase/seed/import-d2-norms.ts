// Imports a licensed d2 norms table into public.d2_norms, replacing every row (the seed ships
// only illustrative demo rows; the published norms are licensed and not in this repository).
//
//   npx tsx supabase/seed/import-d2-norms.ts norms.csv [--source "d2-R Hogrefe 2010"] [--dry-run]
//
// Environment: SUPABASE_URL (default http://127.0.0.1:54321) and SUPABASE_SERVICE_ROLE_KEY
// (the service role passes RLS; on a local stack use the CLI's demo service_role key).
// CSV: UTF-8 (BOM allowed), comma or semicolon separated, header
//   score_kind,age_group,gender,raw_score,percentile
// score_kind TN | TN-E; age_group 9-10, 11-12, 13-14, 15-16, 17-18, 19-39, 40-49, 50-59, 60+;
// gender male | female for the groups below 19 and empty otherwise; decimals with '.' or ','.
import { readFileSync } from 'node:fs';

const KINDS = ['TN', 'TN-E'];
const GROUPS = ['9-10', '11-12', '13-14', '15-16', '17-18', '19-39', '40-49', '50-59', '60+'];
const GENDERED = GROUPS.slice(0, 5);

export interface NormRow {
  score_kind: string;
  age_group: string;
  gender: string | null;
  raw_score: number;
  percentile: number;
  source: string;
}

export function parseD2NormsCsv(text: string, source: string): NormRow[] {
  const [headerLine, ...dataLines] = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  if (headerLine === undefined || dataLines.length === 0) throw new Error('CSV has no data rows');
  const sep = headerLine.includes(';') ? ';' : ',';
  const header = headerLine.split(sep).map((h) => h.trim().toLowerCase());
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`missing column ${name}`);
    return i;
  };
  const idx = { kind: col('score_kind'), group: col('age_group'), gender: col('gender'), raw: col('raw_score'), pct: col('percentile') };
  return dataLines.map((line, n) => {
    const cells = line.split(sep).map((c) => c.trim());
    const where = `line ${n + 2}`;
    // A short line: a missing cell is an input error (an absent trailing gender is just empty).
    const cell = (i: number, name: string): string => {
      const v = cells[i];
      if (v === undefined) throw new Error(`${where}: missing ${name}`);
      return v;
    };
    const kind = cell(idx.kind, 'score_kind');
    const group = cell(idx.group, 'age_group');
    const gender = cells[idx.gender] || null;
    const raw = Number(cell(idx.raw, 'raw_score').replace(',', '.'));
    const pct = Number(cell(idx.pct, 'percentile').replace(',', '.'));
    if (!KINDS.includes(kind)) throw new Error(`${where}: score_kind must be TN or TN-E`);
    if (!GROUPS.includes(group)) throw new Error(`${where}: unknown age_group ${group}`);
    if (GENDERED.includes(group) ? gender !== 'male' && gender !== 'female' : gender !== null) {
      throw new Error(`${where}: gender must be male/female below 19 and empty from 19 on`);
    }
    if (!Number.isFinite(raw)) throw new Error(`${where}: raw_score is not a number`);
    if (!Number.isFinite(pct) || pct < 0 || pct > 100) throw new Error(`${where}: percentile must be 0–100`);
    return { score_kind: kind, age_group: group, gender, raw_score: raw, percentile: pct, source };
  });
}

async function main(argv: string[]): Promise<void> {
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: import-d2-norms.ts <file.csv> [--source "..."] [--dry-run]');
  const sourceAt = argv.indexOf('--source');
  const given = sourceAt >= 0 ? argv[sourceAt + 1] : undefined;
  const source = given || `licensed d2 norms (${file.split('/').pop()})`;
  const rows = parseD2NormsCsv(readFileSync(file, 'utf8'), source);
  console.log(`${rows.length} norm rows parsed (source: ${source})`);
  if (argv.includes('--dry-run')) return;
  const url = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key) throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set');
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' };
  const del = await fetch(`${url}/rest/v1/d2_norms?id=not.is.null`, { method: 'DELETE', headers });
  if (!del.ok) throw new Error(`delete failed: ${del.status} ${await del.text()}`);
  const ins = await fetch(`${url}/rest/v1/d2_norms`, { method: 'POST', headers, body: JSON.stringify(rows) });
  if (!ins.ok) throw new Error(`insert failed: ${ins.status} ${await ins.text()}`);
  console.log(`d2_norms replaced with ${rows.length} rows`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
