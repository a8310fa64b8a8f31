// What a test page says while its result waits in the pending list: the connection notice, or —
// when the server refused the row (lib/result-saver isRefusalCode) — that the row is kept on this
// device and a teacher must be told. Reads the pending list itself, so any page can show it.
import { useEffect, useState } from 'react';
import { browserStorage } from './local-keys';
import { isRefusalCode, readPending, type PendingRow } from './result-saver';

export const WAITING_NETWORK_TEXT = 'Bağlantı bekleniyor. Sonuçlar bu cihazda saklanıyor ve bağlantı gelince otomatik olarak gönderilecek.';
export const REFUSED_TEXT =
  'Sonuçlar sunucu tarafından kabul edilmedi: test oturumu geçersiz ya da süresi dolmuş olabilir. Sonuçlar bu cihazda saklanıyor; lütfen öğretmeninize haber verin.';

export function hasRefusedRow(): boolean {
  return readPending(browserStorage(), []).some((e) => e.kind === 'row' && isRefusalCode((e as PendingRow).lastCode));
}

export function SavingNotice({ waiting }: { waiting: boolean }) {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const check = () => setRefused(hasRefusedRow());
    check();
    const t = setInterval(check, 1000);
    return () => clearInterval(t);
  }, [waiting]);
  if (!waiting) return null;
  return refused ? <p role="alert" className="tp-error">{REFUSED_TEXT}</p> : <p>{WAITING_NETWORK_TEXT}</p>;
}

/** The battery pages' saving screen: the heading plus the notice while a row waits. */
export function SavingCard({ waiting }: { waiting: boolean }) {
  return (
    <section className="tp-card" role="status">
      <h1>Sonuçlar kaydediliyor, lütfen bekleyin...</h1>
      <SavingNotice waiting={waiting} />
    </section>
  );
}
