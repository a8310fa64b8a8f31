// 'Aktif Oturumlar' in /settings (issue 28 §5): the user's sign-in sessions as the list_my_sessions
// RPC returns them, and a short Turkish description of the device from its user agent.

export interface MySession {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome · Windows'; 'Bilinmeyen cihaz' when the user agent says nothing we know. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? 'Bilinmeyen cihaz';
}

/** The RPC's rows (snake_case, loosely typed) as MySession, the current one first. */
export function toSessions(rows: unknown): MySession[] {
  if (!Array.isArray(rows)) return [];
  const out: MySession[] = [];
  for (const r of rows as Record<string, unknown>[]) {
    if (typeof r.id !== 'string') continue;
    out.push({
      id: r.id,
      userAgent: typeof r.user_agent === 'string' ? r.user_agent : null,
      createdAt: String(r.created_at ?? ''),
      lastUsedAt: String(r.last_used_at ?? r.created_at ?? ''),
      current: r.current === true,
    });
  }
  return out.sort((a, b) => Number(b.current) - Number(a.current));
}
