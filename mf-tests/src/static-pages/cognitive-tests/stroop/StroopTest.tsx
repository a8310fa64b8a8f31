// The Stroop page: instructions → stage 1 (word reading, practice) → stage 2 (colour naming:
// practice, then scored) → stage 3 (colour-word interference: practice, then scored) → save →
// next test. Timing as on the Dikkat page: the item is put in the DOM inside a
// requestAnimationFrame callback (flushSync) and the onset stamped there; answers are stamped
// with event.timeStamp (lib/timing.ts).
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { startBatteryPage } from '../../lib/session-start';
import type { TestSessionParams } from '../../lib/session-params';
import { createIntegrityMonitor, responseTimeMs, showInNextFrame, sleep } from '../../lib/timing';
import { waitUntilStored } from '../../lib/wait-stored';
import { useBatteryPage, useWindowKeydown } from '../../lib/use-battery-page';
import { DoneCard, FeedbackLine, PhaseCard, PracticeDoneCard, ProgressBar, type Feedback } from '../../lib/PhaseScreens';
import type { ResultSaver } from '../../lib/result-saver';
import {
  COLOR_INFO,
  colorForKey,
  expectedAnswer,
  INTER_TRIAL_MS,
  PRACTICE_FEEDBACK_MS,
  RESPONSE_WINDOW_MS,
  scoreResponse,
  STAGE1_ITEMS,
  STAGE2_ITEMS,
  STAGE2_PRACTICE,
  STAGE3_ITEMS,
  STAGE3_PRACTICE,
  stroopFields,
  type StroopColor,
  type StroopItem,
  type StroopResponse,
  type InputKind,
} from '@akademi/shared/domain/battery/stroop/design';
import { ColorButtons, Fixation, StimulusText } from './Stimulus';
import { SavingCard } from '../../lib/SavingNotice';
import { finishBatteryPage } from '../../lib/battery-page';

const finishStroop = (params: TestSessionParams, saver: ResultSaver): Promise<void> => finishBatteryPage('stroop', params, saver);

export const STROOP_TABLE = 'stroop_test_results';

type Phase =
  | 'intro'
  | 'stage1'
  | 'stage2-intro'
  | 'stage2-practice'
  | 'stage2-ready'
  | 'stage2'
  | 'stage3-intro'
  | 'stage3-practice'
  | 'stage3-ready'
  | 'stage3'
  | 'saving'
  | 'done';
type Screen = { kind: 'blank' } | { kind: 'fixation' } | { kind: 'item'; item: StroopItem };

const RUNNING: readonly Phase[] = ['stage1', 'stage2-practice', 'stage2', 'stage3-practice', 'stage3'];

export interface StroopTiming {
  /** multiplies the fixation foreperiods (1 in the real test) */
  foreperiodScale: number;
  responseWindowMs: number;
  feedbackMs: number;
  interTrialMs: number;
  /** pause between store attempts while the network is down */
  retryMs: number;
}

const DEFAULT_TIMING: StroopTiming = {
  foreperiodScale: 1,
  responseWindowMs: RESPONSE_WINDOW_MS,
  feedbackMs: PRACTICE_FEEDBACK_MS,
  interTrialMs: INTER_TRIAL_MS,
  retryMs: 2000,
};

export interface StroopTestProps {
  params: TestSessionParams;
  /** injectable for unit tests; default: lib/session-start */
  startPage?: () => { saver: ResultSaver; stop: () => void };
  /** what happens once the row is stored; default: lib/battery finishTest('stroop', …) */
  finish?: (params: TestSessionParams, saver: ResultSaver) => Promise<void>;
  timing?: Partial<StroopTiming>;
}

function feedbackFor(r: StroopResponse, expected: StroopColor): Feedback {
  if (r.correct) return { text: 'Doğru!', ok: true };
  if (r.timedOut) return { text: `Süre doldu — doğru cevap: ${COLOR_INFO[expected].label}`, ok: false };
  if (r.implausible) return { text: 'Çok hızlı bastın, önce bak!', ok: false };
  return { text: `Yanlış — doğru cevap: ${COLOR_INFO[expected].label}`, ok: false };
}

export function StroopTest({ params, startPage = () => startBatteryPage('stroop'), finish = finishStroop, timing }: StroopTestProps) {
  const t: StroopTiming = { ...DEFAULT_TIMING, ...timing };
  const [phase, setPhase] = useState<Phase>('intro');
  const [screen, setScreen] = useState<Screen>({ kind: 'blank' });
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const answerRef = useRef<((color: StroopColor, timeStamp: number, input: InputKind) => void) | null>(null);
  const stage2Ref = useRef<{ responses: StroopResponse[]; ms: number }>({ responses: [], ms: 0 });
  const page = useBatteryPage({
    key: 'stroop',
    activeTest: 'stroop',
    params,
    startPage,
    makeDeps: (saver) => ({ save: (table, row) => saver.save(table, row), waitStored: () => waitUntilStored(saver, t.retryMs), finish: () => finish(params, saver) }),
  });
  const alive = page.isAlive;

  const answer = useCallback((color: StroopColor, timeStamp: number, input: InputKind) => answerRef.current?.(color, timeStamp, input), []);

  useWindowKeydown(
    useCallback(
      (e: KeyboardEvent) => {
        if (e.ctrlKey || e.altKey || e.metaKey) return;
        let color = colorForKey(e.key, e.code);
        // Enter / Space on a focused colour button: timed at keydown, not at the later click
        if (!color && (e.key === 'Enter' || e.key === ' ')) {
          const focused = document.activeElement;
          const c = focused instanceof HTMLElement ? focused.dataset.color : undefined;
          if (c && c in COLOR_INFO) color = c as StroopColor;
        }
        if (!color) return;
        e.preventDefault();
        if (!e.repeat) answer(color, e.timeStamp, 'keyboard');
      },
      [answer],
    ),
  );

  /** Runs one block of items; returns the answers. */
  const runBlock = useCallback(
    async (items: readonly StroopItem[], practice: boolean): Promise<StroopResponse[]> => {
      const monitor = createIntegrityMonitor();
      const out: StroopResponse[] = [];
      setProgress({ done: 0, total: items.length });
      try {
        for (const item of items) {
          if (!alive()) break;
          setScreen({ kind: 'fixation' });
          await sleep(item.foreperiodMs * t.foreperiodScale);
          let got: { color: StroopColor; ts: number; input: InputKind } | null = null;
          let resolveWait: () => void = () => undefined;
          const answered = new Promise<void>((r) => (resolveWait = r));
          answerRef.current = null; // answers before the item appears are ignored (not stamped)
          const onset = await showInNextFrame(() => {
            flushSync(() => setScreen({ kind: 'item', item }));
            answerRef.current = (color, ts, input) => {
              if (got === null) {
                got = { color, ts, input };
                resolveWait();
              }
            };
          });
          await Promise.race([answered, sleep(t.responseWindowMs)]);
          answerRef.current = null;
          const end = performance.now();
          flushSync(() => setScreen({ kind: 'blank' }));
          const g = got as { color: StroopColor; ts: number; input: InputKind } | null;
          const r = scoreResponse(item, g?.color ?? null, g ? responseTimeMs(onset, g.ts) : null, g?.input ?? null, monitor.flagsBetween(onset, end));
          out.push(r);
          setProgress({ done: out.length, total: items.length });
          if (practice) {
            setFeedback(feedbackFor(r, expectedAnswer(item)));
            await sleep(t.feedbackMs);
            setFeedback(null);
          } else {
            await sleep(t.interTrialMs);
          }
        }
      } finally {
        monitor.stop();
      }
      return out;
    },
    [alive, t.foreperiodScale, t.responseWindowMs, t.feedbackMs, t.interTrialMs],
  );

  const runPhase = async (running: Phase, items: readonly StroopItem[], practice: boolean, next: Phase) => {
    setPhase(running);
    const t0 = performance.now();
    const responses = await runBlock(items, practice);
    const ms = performance.now() - t0;
    if (!alive()) return null;
    setScreen({ kind: 'blank' });
    if (next !== 'saving') setPhase(next);
    return { responses, ms };
  };

  const startStage1 = async () => {
    page.markStart();
    await runPhase('stage1', STAGE1_ITEMS, true, 'stage2-intro');
  };
  const startStage2Practice = () => void runPhase('stage2-practice', STAGE2_PRACTICE, true, 'stage2-ready');
  const startStage2 = async () => {
    const block = await runPhase('stage2', STAGE2_ITEMS, false, 'stage3-intro');
    if (block) stage2Ref.current = block;
  };
  const startStage3Practice = () => void runPhase('stage3-practice', STAGE3_PRACTICE, true, 'stage3-ready');

  const startStage3 = async () => {
    const block = await runPhase('stage3', STAGE3_ITEMS, false, 'saving');
    if (!block) return;
    setPhase('saving');
    const stage2 = stage2Ref.current;
    const row = page.sessionRow(stroopFields(stage2.responses, block.responses, stage2.ms + block.ms));
    await page.saveAndFinish(STROOP_TABLE, row, () => setPhase('done'));
  };

  const running = RUNNING.includes(phase);
  const practice = phase === 'stage1' || phase.endsWith('-practice');
  const rule = phase === 'stage1' ? 'Kelimeyi oku, aynı renk adının düğmesine bas.' : 'Yazının RENGİNİ seç.';

  return (
    // data-phase: the state, for the scripted e2e child (e2e/support/battery/stroop.ts)
    <main className="tp-page" data-phase={phase}>
      {running && <ProgressBar practice={practice} done={progress.done} total={progress.total} />}
      {running && <p className="sp-rule">{rule}</p>}
      {running && (
        <div className="tp-stage sp-stage" data-testid="stage">
          {screen.kind === 'fixation' && <Fixation />}
          {screen.kind === 'item' && <StimulusText item={screen.item} />}
        </div>
      )}
      {running && <FeedbackLine feedback={feedback} />}
      {running && <ColorButtons onAnswer={answer} />}
      {phase === 'intro' && (
        <PhaseCard title="Stroop Testi" action={{ label: 'Alıştırmaya Başla', onClick: () => void startStage1() }}>
          <p>Ekranda renk isimleri ve renkli yazılar göreceksin.</p>
          <p>
            Cevabını alttaki <strong>dört renk düğmesinden</strong> birine dokunarak ya da tıklayarak ver. Klavyede <strong>1, 2, 3, 4</strong> ya da{' '}
            <strong>K, M, Y, S</strong> tuşlarını da kullanabilirsin.
          </p>
          <p>Önce kelimeleri okuyarak düğmeleri tanıyalım: kelime ne diyorsa o düğmeye bas.</p>
        </PhaseCard>
      )}
      {phase === 'stage2-intro' && (
        <PhaseCard title="Bölüm 2: Renkler" action={{ label: 'Alıştırmaya Başla', onClick: startStage2Practice }}>
          <p>Şimdi XXXXX gibi renkli harfler göreceksin.</p>
          <p>
            Harflerin <strong>rengini</strong> seç. Olabildiğince hızlı ve doğru ol.
          </p>
          <div className="sp-example">
            <StimulusText item={{ stage: 2, n: 0, word: null, ink: 'blue' }} width={220} example />
          </div>
          <p>Burada harfler mavi: Mavi düğmesine basarsın.</p>
        </PhaseCard>
      )}
      {(phase === 'stage2-ready' || phase === 'stage3-ready') && (
        <PracticeDoneCard onStart={() => void (phase === 'stage2-ready' ? startStage2() : startStage3())}>
          <p>Şimdi asıl bölüm başlıyor. Bu bölümde doğru mu yanlış mı söylenmeyecek.</p>
          <p>{phase === 'stage2-ready' ? 'Harflerin rengini seç.' : 'Kelimeyi okuma, yazının rengini seç.'} Olabildiğince hızlı ve doğru ol.</p>
        </PracticeDoneCard>
      )}
      {phase === 'stage3-intro' && (
        <PhaseCard title="Bölüm 3: Şaşırtmaca" action={{ label: 'Alıştırmaya Başla', onClick: startStage3Practice }}>
          <p>Şimdi renk isimleri göreceksin, ama başka bir renkle yazılmış olacaklar.</p>
          <p>
            Kelimeyi okuma, yazının <strong>rengini</strong> seç.
          </p>
          <div className="sp-example">
            <StimulusText item={{ stage: 3, n: 0, word: 'blue', ink: 'red' }} width={220} example />
          </div>
          <p>Burada MAVİ yazıyor ama yazı kırmızı: Kırmızı düğmesine basarsın.</p>
        </PhaseCard>
      )}
      {phase === 'saving' && <SavingCard waiting={page.waitingNetwork} />}
      {phase === 'done' && <DoneCard title="Stroop testi tamamlandı" />}
    </main>
  );
}
