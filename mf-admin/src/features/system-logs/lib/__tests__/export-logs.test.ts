import type { SystemLogRow } from '@akademi/shared';
import { LOG_CSV_COLUMNS, logsExportFileName, logsToCsv, logsToJson } from '../export-logs';

const row = (over: Partial<SystemLogRow> = {}): SystemLogRow => ({
  id: 'id-1',
  created_at: '2026-11-22T10:00:00.000Z',
  session_id: 'sess-1',
  student_id: 'stu-1',
  conducted_by: 'con-1',
  test_type: 'stroop',
  log_level: 'error',
  log_source: 'console.error',
  message: 'boom',
  details: { a: 1 },
  user_agent: 'UA',
  current_url: 'http://x/',
  ...over,
});

describe('logs export (spec 2 §9)', () => {
  it('names files system-logs-<ISO>.json|csv', () => {
    const now = new Date('2026-11-22T11:45:07.123Z');
    expect(logsExportFileName('json', now)).toBe('system-logs-2026-11-22T11-45-07-123Z.json');
    expect(logsExportFileName('csv', now)).toBe('system-logs-2026-11-22T11-45-07-123Z.csv');
  });

  it('writes the spec columns in order, one line per row', () => {
    expect(LOG_CSV_COLUMNS).toEqual(['created_at', 'session_id', 'test_type', 'log_level', 'log_source', 'message']);
    const csv = logsToCsv([row(), row({ session_id: null, message: 'a, "b"\nc' })]);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('created_at;session_id;test_type;log_level;log_source;message');
    expect(lines[1]).toBe('22.11.2026 13:00;sess-1;stroop;error;console.error;boom');
    expect(csv).toContain(';;stroop;error;console.error;"a, ""b""\nc"');
  });

  it('escapes formula-like cells (CSV injection)', () => {
    const csv = logsToCsv([row({ message: '=HYPERLINK("http://evil")', log_source: '+cmd', session_id: '@x' })]);
    expect(csv).toContain(`'@x`);
    expect(csv).toContain(`'+cmd`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toMatch(/[;,]=HYPERLINK/);
  });

  it('exports JSON with every column', () => {
    const parsed = JSON.parse(logsToJson([row()])) as SystemLogRow[];
    expect(parsed[0]).toEqual(row());
  });
});
