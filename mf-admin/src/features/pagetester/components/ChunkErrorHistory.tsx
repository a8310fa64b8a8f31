// The last 10 chunk-load errors stored locally under chunk_errors (spec 2 §2, §3, §9), read
// through shared's chunk-error store.
import { useCallback, useState } from 'react';
import { MAX_CHUNK_ERRORS, clearChunkErrors, readChunkErrors, type ChunkErrorRecord } from '@akademi/shared';
import { Button, Space, Typography } from '@akademi/shared/kit';
import { Card } from '@akademi/shared/kit-extra';
import { formatLogTime } from '../lib/format';

/** spec 2 §9: user agent shown to 100 characters. */
export const USER_AGENT_SHOWN_CHARS = 100;

function load(): ChunkErrorRecord[] {
  try {
    return readChunkErrors(window.localStorage).slice(-MAX_CHUNK_ERRORS).reverse();
  } catch (_e) {
    return [];
  }
}

export function ChunkErrorHistory({ onAction }: { onAction: (text: string) => void }) {
  const [entries, setEntries] = useState<ChunkErrorRecord[]>(load);
  const refresh = useCallback(() => {
    const list = load();
    setEntries(list);
    onAction(`Chunk hata geçmişi yenilendi (${list.length} kayıt)`);
  }, [onAction]);
  const clear = useCallback(() => {
    try {
      clearChunkErrors(window.localStorage);
    } catch (_e) {
      // storage disabled: nothing stored either
    }
    setEntries([]);
    onAction('Chunk hata geçmişi temizlendi');
  }, [onAction]);

  return (
    <Card
      size="small"
      title={`Chunk Hata Geçmişi (son ${MAX_CHUNK_ERRORS})`}
      extra={
        <Space>
          <Button size="small" onClick={refresh}>Geçmişi Yenile</Button>
          <Button size="small" danger onClick={clear}>Geçmişi Temizle</Button>
        </Space>
      }
    >
      {entries.length === 0 ? (
        <Typography.Text type="secondary">Kayıtlı chunk hatası yok.</Typography.Text>
      ) : (
        <ol aria-label="Chunk hata geçmişi" style={{ margin: 0, paddingLeft: 20 }}>
          {entries.map((e, i) => (
            <li key={`${e.timestamp}-${i}`} data-testid="chunk-error-entry" style={{ marginBottom: 8, wordBreak: 'break-all' }}>
              <div><strong>Zaman:</strong> {formatLogTime(e.timestamp)}</div>
              <div><strong>Chunk URL:</strong> {e.chunkUrl || '-'}</div>
              <div><strong>Sayfa URL:</strong> {e.currentUrl || '-'}</div>
              <div><strong>User Agent:</strong> {(e.userAgent ?? '').slice(0, USER_AGENT_SHOWN_CHARS)}</div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
