import type { SystemLogRow } from '@akademi/shared';
import { Typography } from '@akademi/shared/kit';
import { Tag } from '@akademi/shared/kit-extra';
import { LEVEL_COLORS, LEVEL_LABELS, TEST_TYPE_LABELS, formatLogTime, shortId } from '../lib/log-filters';

/** One log entry: level badge, test type, source, Turkish timestamp, message, short ids, details. */
export function LogEntryItem({ row }: { row: SystemLogRow }) {
  const hasDetails = row.details != null || row.current_url || row.user_agent || row.conducted_by;
  return (
    <li
      data-testid="system-log-entry"
      style={{ padding: '10px 12px', borderBottom: '1px solid #f0f0f0', listStyle: 'none' }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 4 }}>
        <Tag color={LEVEL_COLORS[row.log_level] ?? 'default'}>{LEVEL_LABELS[row.log_level] ?? row.log_level}</Tag>
        <Tag>{row.test_type ? (TEST_TYPE_LABELS[row.test_type] ?? row.test_type) : '-'}</Tag>
        <Typography.Text type="secondary">{row.log_source ?? '-'}</Typography.Text>
        <Typography.Text type="secondary">{formatLogTime(row.created_at)}</Typography.Text>
        <Typography.Text type="secondary" title={row.session_id ?? undefined}>
          Oturum: {shortId(row.session_id)}
        </Typography.Text>
        <Typography.Text type="secondary" title={row.student_id ?? undefined}>
          Öğrenci: {shortId(row.student_id)}
        </Typography.Text>
      </div>
      <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 13 }}>{row.message}</div>
      {hasDetails ? (
        <details style={{ marginTop: 4 }}>
          <summary style={{ cursor: 'pointer' }}>Detaylar</summary>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12, background: '#fafafa', padding: 8, margin: '4px 0 0' }}>
            {JSON.stringify(
              {
                details: row.details,
                conducted_by: row.conducted_by,
                current_url: row.current_url,
                user_agent: row.user_agent,
              },
              null,
              2,
            )}
          </pre>
        </details>
      ) : null}
    </li>
  );
}
