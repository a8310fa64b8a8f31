// The Dikkat page: instructions → practice (with feedback) → scored block → save → next test.
// Timing: the shape is put in the DOM inside a requestAnimationFrame callback (flushSync) and
// the onset stamped right there; presses are stamped with event.timeStamp (lib/timing.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { finishBatteryPage } from '../../lib/battery-page';
import { startBatteryPage } from '../../lib/session-start';
import type { TestSessionParams } from '../../lib/session-params';
import { createIntegrityMonitor, responseTimeMs, showInNextFrame } from '../../lib/timing';
import { waitUntilStored } from '../../lib/wait-stored';
import type { ResultSaver } from '../../lib/result-saver';
import {
  attentionFields,
  INTER_TRIAL_MS,
  PRACTICE_FEEDBACK_MS,
  PRACTICE_ITEMS,
  RESPONSE_WINDOW_MS,
  scoreResponse,
  SCORED_ITEMS,
  type DikkatItem,
  type DikkatResponse,
  type ShapeKind,
} from './design';
import { Fixation, Shape } from './Shape';
import { SavingCard } from '../../lib/SavingNotice';

type Phase = 'intro' | 'practice' | 'practice-done' | 'test' | 'saving' | 'done';
type Screen = { kind: 'blank' } | { kind: 'fixation' } | { kind: 'shape'; shape: ShapeKind };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function DikkatTest({ params }: { params: TestSessionParams }) {
  const [phase, setPhase] = useState<Phase>('intro');
  const [screen, setScreen] = useState<Screen>({ kind: 'blank' });
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [feedback, setFeedback] = useState<{ text: string; ok: boolean } | null>(null);
  const [waitingNetwork, setWaitingNetwork] = useState(false);
  const pressRef = useRef<((timeStamp: number) => void) | null>(null);
  const saverRef = useRef<ResultSaver | null>(null);
  const startTimeRef = useRef<string | null>(null);

  useEffect(() => {
    const { saver, stop } = startBatteryPage('attention');
    saverRef.current = saver;
    return stop;
  }, []);

  const press = useCallback((timeStamp: number) => pressRef.current?.(timeStamp), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' && e.key !== ' ') return;
      e.preventDefault(); // no page scroll / button activation
      if (!e.repeat) press(e.timeStamp);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [press]);

  /** Runs one block; returns the scored responses. */
  const runBlock = useCallback(async (items: readonly DikkatItem[], practice: boolean): Promise<DikkatResponse[]> => {
    const monitor = createIntegrityMonitor();
    const out: DikkatResponse[] = [];
    try {
      for (const item of items) {
        setScreen({ kind: 'fixation' });
        await sleep(item.foreperiodMs);
        let pressedAt: number | null = null;
        let resolveWait: () => void = () => undefined;
        const answered = new Promise<void>((r) => (resolveWait = r));
        let onset = Number.NaN;
        pressRef.current = null; // presses before the shape are ignored (not stamped)
        onset = await showInNextFrame(() => {
          flushSync(() => setScreen({ kind: 'shape', shape: item.shape }));
          pressRef.current = (ts) => {
            if (pressedAt === null) {
              pressedAt = ts;
              resolveWait();
            }
          };
        });
        await Promise.race([answered, sleep(RESPONSE_WINDOW_MS)]);
        pressRef.current = null;
        const end = performance.now();
        flushSync(() => setScreen({ kind: 'blank' }));
        const rt = pressedAt === null ? null : responseTimeMs(onset, pressedAt);
        const r = scoreResponse(item.shape, rt, monitor.flagsBetween(onset, end));
        out.push(r);
        setProgress({ done: out.length, total: items.length });
        if (practice) {
          setFeedback(r.implausible ? { text: 'Çok erken bastın', ok: false } : r.isCorrect ? { text: 'Doğru!', ok: true } : { text: 'Yanlış', ok: false });
          await sleep(PRACTICE_FEEDBACK_MS);
          setFeedback(null);
        } else {
          await sleep(INTER_TRIAL_MS);
        }
      }
    } finally {
      monitor.stop();
    }
    return out;
  }, []);

  const startPractice = async () => {
    startTimeRef.current = new Date().toISOString();
    setPhase('practice');
    setProgress({ done: 0, total: PRACTICE_ITEMS.length });
    await runBlock(PRACTICE_ITEMS, true);
    setScreen({ kind: 'blank' });
    setPhase('practice-done');
  };

  const startTest = async () => {
    setPhase('test');
    setProgress({ done: 0, total: SCORED_ITEMS.length });
    const t0 = performance.now();
    const responses = await runBlock(SCORED_ITEMS, false);
    const durationMs = performance.now() - t0;
    setPhase('saving');
    const saver = saverRef.current as ResultSaver;
    const row = {
      session_id: params.sessionId,
      student_id: params.studentId,
      conducted_by: params.conductedBy,
      test_start_time: startTimeRef.current,
      test_end_time: new Date().toISOString(),
      ...attentionFields(responses, durationMs),
    };
    const outcome = await saver.save('attention_test_results', row);
    if (outcome === 'pending') setWaitingNetwork(true);
    await waitUntilStored(saver);
    setWaitingNetwork(false);
    setPhase('done');
    await finishBatteryPage('dikkat', params, saver);
  };

  const running = phase === 'practice' || phase === 'test';

  return (
    <main className="tp-page">
      {running && (
        <div className="tp-progress" aria-live="polite">
          <span>{phase === 'practice' ? `Alıştırma ${progress.done} / ${progress.total}` : `Soru ${progress.done} / ${progress.total}`}</span>
          <div className="tp-progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done}>
            <div className="tp-progress-fill" style={{ width: `${progress.total ? (progress.done / progress.total) * 100 : 0}%` }} />
          </div>
        </div>
      )}
      {running && (
        <div
          className="tp-stage"
          data-testid="stage"
          onPointerDown={(e) => {
            e.preventDefault();
            press(e.timeStamp);
          }}
        >
          {screen.kind === 'fixation' && <Fixation />}
          {screen.kind === 'shape' && <Shape kind={screen.shape} />}
        </div>
      )}
      {running && <div className={`tp-feedback ${feedback?.ok ? 'ok' : 'bad'}`}>{feedback?.text ?? ''}</div>}
      {phase === 'intro' && (
        <section className="tp-card">
          <h1>Dikkat Testi</h1>
          <p>Ekranda sırayla şekiller göreceksin.</p>
          <p>
            <strong>Sarı yıldızı</strong> gördüğünde olabildiğince hızlı <strong>boşluk tuşuna bas</strong> ya da şekle <strong>dokun</strong>.
          </p>
          <p>Başka bir şekil gördüğünde hiçbir şey yapma.</p>
          <p>Önce kısa bir alıştırma yapacağız.</p>
          <button type="button" className="tp-button" onClick={() => void startPractice()}>
            Alıştırmaya Başla
          </button>
        </section>
      )}
      {phase === 'practice-done' && (
        <section className="tp-card">
          <h1>Alıştırma bitti</h1>
          <p>Şimdi asıl test başlıyor. Bu bölümde ne yaptığın söylenmeyecek.</p>
          <p>Sarı yıldız: hızlıca bas. Başka şekil: bekle.</p>
          <button type="button" className="tp-button" onClick={() => void startTest()}>
            Teste Başla
          </button>
        </section>
      )}
      {phase === 'saving' && <SavingCard waiting={waitingNetwork} />}
      {phase === 'done' && (
        <section className="tp-card" role="status">
          <h1>Dikkat testi tamamlandı</h1>
          <p>Teşekkürler!</p>
        </section>
      )}
    </main>
  );
}
