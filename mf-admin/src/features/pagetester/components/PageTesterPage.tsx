// Chunk-error test page (spec 2 §2 "Chunk-error test page", spec 3 §2.6): developer tool, route
// /pagetester without guard. Simulates an ordinary error (no reload) and a forced reload, shows the
// stored chunk-load errors, the environment, and carries the aggregator repair tool.
import { useCallback, useEffect, useState } from 'react';
import { Button, Space, Typography } from '@akademi/shared/kit';
import { Card } from '@akademi/shared/kit-extra';
import { PageTitle } from '@akademi/shared/ui';
import { ListAlert } from '../../../components/ListAlert';
import { formatLogTime } from '../lib/format';
import { installConsoleCapture } from '@akademi/shared/logging';
import { ChunkErrorHistory } from './ChunkErrorHistory';
import { RepairTool } from './RepairTool';

/** spec 2 §9: forced reload delay. */
export const FORCED_RELOAD_DELAY_MS = 500;

interface PanelLine {
  time: number;
  text: string;
}

export default function PageTesterPage() {
  const [lines, setLines] = useState<PanelLine[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const log = useCallback((text: string) => setLines((l) => [...l, { time: Date.now(), text }]), []);

  useEffect(() => {
    // The shell installs the capture for every page; this makes the tester work on its own too.
    installConsoleCapture();
    log('Test sayfası yüklendi');
  }, [log]);

  const triggerNormalError = () => {
    // An ordinary (non-chunk) error, thrown and logged like application code does: it goes to the
    // console (so to system_logs) and must never reload the page.
    try {
      throw new Error('PageTester: normal test hatası (yenileme olmamalı)');
    } catch (err) {
      console.error('[PageTester] Normal hata yakalandı:', err);
      log(`Normal hata tetiklendi: ${err instanceof Error ? err.message : String(err)} — sayfa yenilenmemeli`);
    }
  };

  const forceReload = () => {
    log(`Sayfa ${FORCED_RELOAD_DELAY_MS} ms sonra yenilenecek...`);
    console.warn('PageTester: zorla yenileme istendi');
    setTimeout(() => window.location.reload(), FORCED_RELOAD_DELAY_MS);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageTitle>Chunk Hata Test Sayfası</PageTitle>
      <ListAlert
        type="info"
        title="Nasıl kullanılır?"
        items={[
          '"Normal Hata Tetikle" sıradan bir hata fırlatır: sayfa yenilenmemelidir, hata sistem loglarına yazılır.',
          '"Zorla Yenile" sayfayı 500 ms sonra yeniler.',
          'Gerçek bir chunk hatası için bir uzak modülün sunucusunu durdurup o modülün sayfasına gidin: hata kaydedilir ve sayfa 1 sn sonra yenilenir. Kayıtlar aşağıdaki geçmişte görünür.',
          'Tüm konsol çıktıları Sistem Logları sayfasından (/admin/system-logs) izlenebilir.',
        ]}
      />
      <Card size="small" title="Testler">
        <Space wrap>
          <Button danger onClick={triggerNormalError}>Normal Hata Tetikle</Button>
          <Button onClick={forceReload}>Zorla Yenile (500 ms)</Button>
          <Button onClick={() => setLines([])}>Test Loglarını Temizle</Button>
        </Space>
        <div
          role="log"
          aria-label="Test logları"
          style={{ marginTop: 12, maxHeight: 240, overflowY: 'auto', background: '#141414', color: '#d9d9d9', fontFamily: 'monospace', fontSize: 12, padding: 8, borderRadius: 6, minHeight: 60 }}
        >
          {lines.length === 0 ? <span style={{ opacity: 0.6 }}>Log yok.</span> : null}
          {lines.map((l, i) => (
            <div key={i}>
              [{formatLogTime(l.time)}] {l.text}
            </div>
          ))}
        </div>
      </Card>
      <ChunkErrorHistory onAction={log} />
      <Card size="small" title="Ortam Bilgisi" extra={<Button size="small" onClick={() => setNow(Date.now())}>Güncelle</Button>}>
        <Typography.Paragraph style={{ marginBottom: 4, wordBreak: 'break-all' }}>
          <strong>Mevcut URL:</strong> {window.location.href}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 4, wordBreak: 'break-all' }}>
          <strong>User Agent:</strong> {navigator.userAgent}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <strong>Zaman:</strong> {formatLogTime(now)}
        </Typography.Paragraph>
      </Card>
      <RepairTool />
    </div>
  );
}
