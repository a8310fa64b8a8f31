// The Dikkat page: instructions → practice (with feedback) → scored block → save → next test.
// Timing: the shape is put in the DOM inside a requestAnimationFrame callback (flushSync) and
// the onset stamped right there; presses are stamped with event.timeStamp (lib/timing.ts).
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TestSessionParams } from '../../lib/session-params';
import { createIntegrityMonitor, responseTimeMs, showInNextFrame, sleep } from '../../lib/timing';
import { useBatteryPage, useWindowKeydown } from '../../lib/use-battery-page';
import { DoneCard, FeedbackLine, IntroCard, PracticeDoneCard, ProgressBar, type Feedback } from '../../lib/PhaseScreens';
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
} from '@akademi/shared/domain/battery/dikkat/design';
import { Fixation, Shape } from './Shape';
import { SavingCard } from '../../lib/SavingNotice';
import type { BatteryPageDeps } from '../../lib/battery-page';

type Phase = 'intro' | 'practice' | 'practice-done' | 'test' | 'saving' | 'done';
type Screen = { kind: 'blank' } | { kind: 'fixation' } | { kind: 'shape'; shape: ShapeKind };

export function DikkatTest({ params, deps }: { params: TestSessionParams; deps?: BatteryPageDeps }) {
  const [phase, setPhase] = useState<Phase>('intro');
  const [screen, setScreen] = useState<Screen>({ kind: 'blank' });
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const pressRef = useRef<((timeStamp: number) => void) | null>(null);
  const page = useBatteryPage({ key: 'dikkat', activeTest: 'attention', params, deps });

  const press = useCallback((timeStamp: number) => pressRef.current?.(timeStamp), []);

  useWindowKeydown(
    useCallback(
      (e: KeyboardEvent) => {
        if (e.code !== 'Space' && e.key !== ' ') return;
        e.preventDefault(); // no page scroll / button activation
        if (!e.repeat) press(e.timeStamp);
      },
      [press],
    ),
  );

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
    page.markStart();
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
    await page.saveAndFinish('attention_test_results', page.sessionRow(attentionFields(responses, durationMs)), () => setPhase('done'));
  };

  const running = phase === 'practice' || phase === 'test';

  return (
    <main className="tp-page">
      {running && <ProgressBar practice={phase === 'practice'} done={progress.done} total={progress.total} />}
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
      {running && <FeedbackLine feedback={feedback} />}
      {phase === 'intro' && (
        <IntroCard title="Dikkat Testi" onStart={() => void startPractice()}>
          <p>Ekranda sırayla şekiller göreceksin.</p>
          <p>
            <strong>Sarı yıldızı</strong> gördüğünde olabildiğince hızlı <strong>boşluk tuşuna bas</strong> ya da şekle <strong>dokun</strong>.
          </p>
          <p>Başka bir şekil gördüğünde hiçbir şey yapma.</p>
        </IntroCard>
      )}
      {phase === 'practice-done' && (
        <PracticeDoneCard onStart={() => void startTest()}>
          <p>Şimdi asıl test başlıyor. Bu bölümde ne yaptığın söylenmeyecek.</p>
          <p>Sarı yıldız: hızlıca bas. Başka şekil: bekle.</p>
        </PracticeDoneCard>
      )}
      {phase === 'saving' && <SavingCard waiting={page.waitingNetwork} />}
      {phase === 'done' && <DoneCard title="Dikkat testi tamamlandı" />}
    </main>
  );
}
