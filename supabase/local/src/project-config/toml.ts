// The strict reader for the TOML of supabase/config.toml (the Supabase CLI's project file): the
// subset the CLI's file uses — `[a.b]` sections, `key = value`, strings, numbers, booleans and
// arrays of strings or numbers. Anything else is an error naming its line.
export type TomlValue = string | number | boolean | string[] | number[];
export type TomlSections = Record<string, Record<string, TomlValue>>;

export class ProjectConfigError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'ProjectConfigError';
  }
}


function parseScalar(value: string): TomlValue | undefined {
  const str = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  if (str) return JSON.parse(`"${str[1] ?? ''}"`) as string;
  const lit = /^'([^']*)'$/.exec(value);
  if (lit) return lit[1] ?? '';
  if (/^[-+]?\d+(_\d+)*$/.test(value)) return Number(value.replace(/_/g, ''));
  if (/^[-+]?\d+\.\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  const arr = /^\[(.*)\]$/.exec(value);
  if (arr) {
    const inner = (arr[1] ?? '').trim().replace(/,\s*$/, '');
    if (inner === '') return [];
    const items: TomlValue[] = [];
    // items are strings or numbers (the CLI's arrays): split on commas outside quotes
    const parts = inner.match(/"(?:[^"\\]|\\.)*"|'[^']*'|[^,\s][^,]*/g) ?? [];
    for (const p of parts) {
      const v = parseScalar(p.trim());
      if (v === undefined || Array.isArray(v) || typeof v === 'boolean') return undefined;
      items.push(v);
    }
    if (items.every((i) => typeof i === 'string')) return items as string[];
    if (items.every((i) => typeof i === 'number')) return items as number[];
    return undefined;
  }
  return undefined;
}

/** Drops a `# comment` that is outside quotes. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}

/** `[a.b]` sections → { 'a.b': { key: value } }; top-level keys go to ''. Multi-line arrays are
 *  joined. A line that is not a header or `key = value` is an error (with its line number). */
export function parseToml(text: string, file = 'config.toml'): TomlSections {
  const out: TomlSections = { '': {} };
  let section = '';
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    let line = stripComment(lines[n] ?? '').trim();
    if (line === '') continue;
    const header = /^\[\s*([A-Za-z0-9_-]+(?:\.(?:[A-Za-z0-9_-]+|"[^"]+"))*)\s*\]$/.exec(line);
    if (header) {
      section = (header[1] ?? '').replace(/"/g, '');
      const seen = out[section];
      if (seen && Object.keys(seen).length > 0) throw new ProjectConfigError(file, `line ${n + 1}: section [${section}] appears twice`);
      out[section] ??= {};
      continue;
    }
    // a multi-line array: keep reading until its closing bracket
    if (/=\s*\[[^\]]*$/.test(line)) {
      while (n + 1 < lines.length && !/\]\s*$/.test(line)) line += ' ' + stripComment(lines[++n] ?? '').trim();
    }
    const kv = /^([A-Za-z0-9_-]+|"[^"]+")\s*=\s*(.+)$/.exec(line);
    if (!kv) throw new ProjectConfigError(file, `line ${n + 1}: cannot read "${line}"`);
    const key = (kv[1] ?? '').replace(/"/g, '');
    const value = parseScalar((kv[2] ?? '').trim());
    if (value === undefined) throw new ProjectConfigError(file, `line ${n + 1}: [${section}] ${key}: cannot read the value ${kv[2]}`);
    const target = (out[section] ??= {});
    if (key in target) throw new ProjectConfigError(file, `line ${n + 1}: [${section}] ${key} is set twice`);
    target[key] = value;
  }
  return out;
}

/** @deprecated name kept for callers of issue 28: the strict reader. */
export const parseSimpleToml = (text: string): TomlSections => parseToml(text);
