// Aggregator repair tool (spec 3 §2.6): rebuilds a session's combined cognitive record.
import { useState } from 'react';
import { Alert, Button, Input, Space, Typography } from '@akademi/shared/kit';
import { Card, Tag } from '@akademi/shared/kit-extra';
import { useRepairCognitiveSessionMutation, AGGREGATOR_FUNCTION } from '../api/repair-cognitive-session';
import { EMPTY_SESSION_MESSAGE } from '../lib/aggregator-response';

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', background: '#fafafa', padding: 8, margin: '4px 0 0', fontSize: 12 } as const;

export function RepairTool() {
  const [sessionId, setSessionId] = useState('');
  const [validation, setValidation] = useState<string | null>(null);
  const [repair, { data, error, isLoading, reset }] = useRepairCognitiveSessionMutation();

  const run = () => {
    const id = sessionId.trim();
    if (!id) {
      reset();
      setValidation(EMPTY_SESSION_MESSAGE);
      return;
    }
    setValidation(null);
    void repair(id);
  };

  const outcome = data?.outcome;
  return (
    <Card title="Toplayıcı Onarım Aracı (Bilişsel Sonuç)" size="small">
      <Typography.Paragraph type="secondary">
        Bir oturumun beş test sonucundan birleşik bilişsel sonucu yeniden oluşturur. Önce Akıl-Mantık sonucundaki oturum
        bilgisi okunur, ardından bilişsel toplayıcı çalıştırılır.
      </Typography.Paragraph>
      <Space wrap>
        <label htmlFor="repair-session-id">Oturum ID</label>
        <Input
          id="repair-session-id"
          value={sessionId}
          onChange={(e) => setSessionId(e.target.value)}
          onPressEnter={run}
          placeholder="ör. 3f1c…"
          style={{ width: 340 }}
        />
        <Button type="primary" onClick={run} loading={isLoading}>
          Toplayıcıyı Çalıştır
        </Button>
      </Space>
      {validation ? <Alert style={{ marginTop: 12 }} type="warning" showIcon message={validation} /> : null}
      {error ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message="Oturum bilgisi okunamadı" description={'message' in error ? String(error.message) : ''} />
      ) : null}
      {data ? (
        <div style={{ marginTop: 12 }} data-testid="repair-result">
          <Typography.Text strong>Oturum bilgisi (Akıl-Mantık sonucu)</Typography.Text>
          {data.info ? (
            <pre style={pre}>{JSON.stringify(data.info, null, 2)}</pre>
          ) : (
            <Typography.Paragraph type="secondary">Bu oturum için Akıl-Mantık sonucu bulunamadı.</Typography.Paragraph>
          )}
          {outcome?.kind === 'ok' ? (
            <Alert
              type="success"
              showIcon
              message={<>Başarılı <Tag color="green">ok</Tag> Kayıt ID: {outcome.id}</>}
              description={<pre style={pre}>{JSON.stringify(outcome.scores, null, 2)}</pre>}
            />
          ) : outcome?.kind === 'failed' ? (
            <Alert
              type="error"
              showIcon
              message={<>Başarısız: {outcome.reason}</>}
              description={<pre style={pre}>{JSON.stringify(outcome.details, null, 2)}</pre>}
            />
          ) : outcome?.kind === 'error' ? (
            <Alert
              type="error"
              showIcon
              message={`'${AGGREGATOR_FUNCTION}' fonksiyonu çalıştırılamadı${outcome.status ? ` (HTTP ${outcome.status})` : ''}`}
              description={outcome.message}
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
