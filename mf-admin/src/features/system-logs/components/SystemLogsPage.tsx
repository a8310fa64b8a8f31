// System Logs Viewer (spec 2 §2, §4 "Log viewer", §5, §7, §9). Admin tool; the route carries no
// guard, RLS decides: only admins read system_logs, everyone else sees the empty state.
import { useEffect, useMemo, useState } from 'react';
import { Button, Input, Select, Space, Spin, Typography } from '@akademi/shared/kit';
import { Card, Empty, Statistic, Switch } from '@akademi/shared/kit-extra';
import { BackLink } from '../../../components/back-link';
import { PageTitle } from '@akademi/shared/ui';
import { useGetSystemLogsQuery } from '../api/get-system-logs';
import { useDebounced } from '@akademi/shared/ui';
import { downloadText, logsExportFileName, logsToCsv, logsToJson } from '../lib/export-logs';
import {
  AUTO_REFRESH_MS,
  DEFAULT_LOG_QUERY,
  LOG_LEVEL_FILTERS,
  LOG_LIMIT_OPTIONS,
  LOG_REMOTE_FILTERS,
  SEARCH_DEBOUNCE_MS,
  TIME_RANGES,
  countLogs,
  LEVEL_LABELS,
  TEST_TYPE_LABELS,
  type LogQuery,
  type TimeRange,
} from '../lib/log-filters';
import { LOG_TEST_TYPES } from '@akademi/shared/logging';
import { LogEntryItem } from './LogEntryItem';

const RANGE_LABELS: Record<TimeRange, string> = {
  '1h': 'Son 1 saat',
  '6h': 'Son 6 saat',
  '24h': 'Son 24 saat',
  '7d': 'Son 7 gün',
  all: 'Tümü',
};

/** A caption above a control, tied to it for screen readers and tests. */
function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 150 }}>
      <label htmlFor={id} style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A text filter: the captioned, clearable input of the session id and of the search. */
function TextFilter(props: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void; width: number }) {
  const { id, label, placeholder, value, onChange, width } = props;
  return (
    <Field id={id} label={label}>
      <Input id={id} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} allowClear style={{ width }} />
    </Field>
  );
}

/** A choice filter: the captioned select over `values`, each shown as `labelOf(value)`. */
function SelectFilter<T extends string | number>(props: { id: string; label: string; value: T; onChange: (value: T) => void; values: readonly T[]; labelOf: (value: T) => React.ReactNode }) {
  const { id, label, value, onChange, values, labelOf } = props;
  return (
    <Field id={id} label={label}>
      <Select id={id} value={value} onChange={onChange} options={values.map((v) => ({ value: v, label: labelOf(v) }))} />
    </Field>
  );
}

export default function SystemLogsPage() {
  const [sessionId, setSessionId] = useState('');
  const [testType, setTestType] = useState(DEFAULT_LOG_QUERY.testType);
  const [level, setLevel] = useState(DEFAULT_LOG_QUERY.level);
  const [remote, setRemote] = useState(DEFAULT_LOG_QUERY.remote);
  const [range, setRange] = useState<TimeRange>(DEFAULT_LOG_QUERY.range);
  const [limit, setLimit] = useState(DEFAULT_LOG_QUERY.limit);
  const [searchText, setSearchText] = useState('');
  const [autoRefresh, setAutoRefresh] = useState(false);
  // spec 2 §4: typing in the search box reloads after 500 ms. The session id is an exact match,
  // so it is debounced too rather than querying on every keystroke of a UUID.
  const search = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const debouncedSession = useDebounced(sessionId, SEARCH_DEBOUNCE_MS);

  const query: LogQuery = useMemo(
    () => ({ sessionId: debouncedSession.trim(), remote, testType, level, range, limit, search: search.trim() }),
    [debouncedSession, remote, testType, level, range, limit, search],
  );
  const { data, isLoading, isFetching, isError, error, refetch } = useGetSystemLogsQuery(query, {
    pollingInterval: autoRefresh ? AUTO_REFRESH_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  // spec 2 §8: a failed fetch is only logged; the list keeps what it showed (RTK keeps `data`).
  useEffect(() => {
    if (isError) console.error('Sistem logları yüklenemedi', error);
  }, [isError, error]);

  const rows = data ?? [];
  const counters = countLogs(rows);

  return (
    <div>
      <BackLink />
      <PageTitle>Sistem Logları</PageTitle>
      <Card size="small" style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
          <TextFilter id="system-logs-session" label="Oturum ID" placeholder="Oturum ID (tam eşleşme)" value={sessionId} onChange={setSessionId} width={300} />
          <SelectFilter id="system-logs-test-type" label="Test Türü" value={testType} onChange={setTestType} values={['all', ...LOG_TEST_TYPES]} labelOf={(v) => TEST_TYPE_LABELS[v] ?? v} />
          <SelectFilter id="system-logs-level" label="Log Seviyesi" value={level} onChange={setLevel} values={LOG_LEVEL_FILTERS} labelOf={(v) => LEVEL_LABELS[v]} />
          <SelectFilter id="system-logs-remote" label="Uzak Modül" value={remote} onChange={setRemote} values={LOG_REMOTE_FILTERS} labelOf={(v) => (v === 'all' ? 'Tümü' : v)} />
          <SelectFilter id="system-logs-range" label="Zaman Aralığı" value={range} onChange={setRange} values={TIME_RANGES} labelOf={(v) => RANGE_LABELS[v]} />
          <SelectFilter id="system-logs-limit" label="Limit" value={limit} onChange={setLimit} values={LOG_LIMIT_OPTIONS} labelOf={String} />
          <TextFilter id="system-logs-search" label="Ara" placeholder="Mesaj, kaynak veya detaylarda ara" value={searchText} onChange={setSearchText} width={260} />
        </div>
        <Space wrap style={{ marginTop: 12 }}>
          <Button onClick={() => void refetch()} loading={isFetching}>
            Yenile
          </Button>
          <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            <Switch checked={autoRefresh} onChange={setAutoRefresh} aria-label="Otomatik Yenileme (5 sn)" />
            Otomatik Yenileme (5 sn)
          </label>
          <Button disabled={rows.length === 0} onClick={() => downloadText(logsExportFileName('json'), logsToJson(rows), 'application/json')}>
            JSON Olarak İndir
          </Button>
          <Button disabled={rows.length === 0} onClick={() => downloadText(logsExportFileName('csv'), logsToCsv(rows), 'text/csv;charset=utf-8')}>
            CSV Olarak İndir
          </Button>
        </Space>
      </Card>

      <div style={{ display: 'flex', gap: 16, marginBottom: 16 }} aria-label="Log sayaçları">
        <Card size="small"><Statistic title="Toplam" value={counters.total} /></Card>
        <Card size="small"><Statistic title="Hata" value={counters.errors} styles={{ content: { color: '#cf1322' } }} /></Card>
        <Card size="small"><Statistic title="Uyarı" value={counters.warnings} styles={{ content: { color: '#d48806' } }} /></Card>
      </div>

      {isLoading ? (
        <Spin description="Yükleniyor..."><div style={{ height: 120 }} /></Spin>
      ) : rows.length === 0 ? (
        <Empty description={<>
          <Typography.Text strong>Log kaydı bulunamadı</Typography.Text>
          <br />
          <Typography.Text type="secondary">Filtreleri değiştirerek tekrar deneyin.</Typography.Text>
        </>} />
      ) : (
        <ul aria-label="Log kayıtları" style={{ maxHeight: 600, overflowY: 'auto', margin: 0, padding: 0, border: '1px solid #f0f0f0', borderRadius: 8 }}>
          {rows.map((row) => (
            <LogEntryItem key={row.id} row={row} />
          ))}
        </ul>
      )}
    </div>
  );
}
