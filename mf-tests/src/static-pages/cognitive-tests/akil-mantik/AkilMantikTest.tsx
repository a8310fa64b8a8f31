// The Akıl-Mantık page (last of the battery): instructions → practice (with feedback) → scored
// items → save → battery end ('Tüm testler tamamlandı').
// Timing: the item (matrix + options) is put in the DOM inside a requestAnimationFrame callback
// (flushSync) and the onset stamped right there; answers are stamped with event.timeStamp.
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TestSessionParams } from '../../lib/session-params';
import { createIntegrityMonitor, responseTimeMs, showInNextFrame, sleep } from '../../lib/timing';
import { useBatteryPage, useWindowKeydown } from '../../lib/use-battery-page';
import { FeedbackLine, IntroCard, PhaseCard, PracticeDoneCard, ProgressBar } from '../../lib/PhaseScreens';
import { PRACTICE_ITEMS, SCORED_ITEMS, type LogicItem } from '@akademi/shared/domain/battery/akil-mantik/design';
import { INTER_ITEM_MS, logicFields, PRACTICE_FEEDBACK_MS, scoreAnswer, type LogicAnswer } from '@akademi/shared/domain/battery/akil-mantik/answers';
import { FigureSvg } from './Figure';
import { SavingCard } from '../../lib/SavingNotice';
import type { BatteryPageDeps } from '../../lib/battery-page';

export const AKIL_MANTIK_TABLE = 'akil_mantik_test_results';
/** Spec 2 §2: paths with 'mantik' are labelled 'logic'; the active-test key says the same. */
export const ACTIVE_TEST_LABEL = 'logic';

type Phase = 'intro' | 'practice' | 'practice-done' | 'test' | 'saving' | 'finishing' | 'done';

/** What the page needs from the outside (tests pass fakes). */
export type AkilMantikDeps = BatteryPageDeps;

interface Feedback {
  ok: boolean;
  text: string;
  chosen: number;
  correct: number;
}

export function AkilMantikTest({ params, deps }: { params: TestSessionParams; deps?: AkilMantikDeps }) {
  const [phase, setPhase] = useState<Phase>('intro');
  const [item, setItem] = useState<LogicItem | null>(null);
  const [progress, setProgress] = useState({ n: 0, total: 0 });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const answerRef = useRef<((index: number, timeStamp: number) => void) | null>(null);
  const page = useBatteryPage({ key: 'akil-mantik', activeTest: ACTIVE_TEST_LABEL, params, deps });

  const answer = useCallback((index: number, timeStamp: number) => answerRef.current?.(index, timeStamp), []);

  useWindowKeydown(
    useCallback(
      (e: KeyboardEvent) => {
        if (!/^[1-9]$/.test(e.key)) return;
        e.preventDefault();
        if (!e.repeat) answer(Number(e.key) - 1, e.timeStamp);
      },
      [answer],
    ),
  );

  const runBlock = useCallback(async (items: readonly LogicItem[], practice: boolean): Promise<LogicAnswer[]> => {
    const monitor = createIntegrityMonitor();
    const out: LogicAnswer[] = [];
    try {
      for (const [i, it] of items.entries()) {
        setItem(null);
        await sleep(INTER_ITEM_MS);
        let chosen = -1;
        let at = Number.NaN;
        let resolveWait: () => void = () => undefined;
        const answered = new Promise<void>((r) => (resolveWait = r));
        answerRef.current = null; // answers before the item is shown are ignored
        const onset = await showInNextFrame(() => {
          flushSync(() => {
            setItem(it);
            setProgress({ n: i + 1, total: items.length });
          });
          answerRef.current = (index, ts) => {
            if (chosen >= 0 || index < 0 || index >= it.options.length) return;
            chosen = index;
            at = ts;
            answerRef.current = null;
            resolveWait();
          };
        });
        await answered;
        const end = performance.now();
        const a = scoreAnswer(it, i + 1, chosen, responseTimeMs(onset, at), monitor.flagsBetween(onset, end));
        out.push(a);
        if (practice) {
          const text = a.implausible ? 'Çok hızlı seçtin. Önce şekillere iyi bak.' : a.isCorrect ? 'Doğru!' : `Yanlış. Doğru cevap: ${a.correctOption}`;
          setFeedback({ ok: a.isCorrect, text, chosen, correct: it.correctIndex });
          await sleep(PRACTICE_FEEDBACK_MS);
          setFeedback(null);
        }
      }
    } finally {
      monitor.stop();
      setItem(null);
    }
    return out;
  }, []);

  const startPractice = async () => {
    page.markStart();
    setPhase('practice');
    await runBlock(PRACTICE_ITEMS, true);
    setPhase('practice-done');
  };

  const startTest = async () => {
    setPhase('test');
    const t0 = performance.now();
    const answers = await runBlock(SCORED_ITEMS, false);
    const durationMs = performance.now() - t0;
    setPhase('saving');
    const finished = await page.saveAndFinish(AKIL_MANTIK_TABLE, page.sessionRow(logicFields(answers, durationMs)), () => setPhase('finishing'));
    if (finished) setPhase('done');
  };

  const running = phase === 'practice' || phase === 'test';

  return (
    <main className="tp-page am-page">
      {running && <ProgressBar practice={phase === 'practice'} done={progress.n} total={progress.total} />}
      {running && item && <Puzzle item={item} feedback={feedback} onAnswer={answer} />}
      {running && !item && <div className="am-blank" />}
      {running && <FeedbackLine feedback={feedback} status />}
      {phase === 'intro' && (
        <IntroCard title="Akıl-Mantık Testi" onStart={() => void startPractice()}>
          <p>Ekranda bir kurala göre dizilmiş şekiller göreceksin. Bir yer boş: soru işaretli (?) kutu.</p>
          <p>Şekillerin nasıl değiştiğine bak: rengi, sayısı, büyüklüğü, yönü ya da biçimi.</p>
          <p>
            Boş kutuya gelecek şekli aşağıdan seç: <strong>üstüne tıkla</strong>, <strong>dokun</strong> ya da <strong>numarasının tuşuna bas</strong>.
          </p>
        </IntroCard>
      )}
      {phase === 'practice-done' && (
        <PracticeDoneCard onStart={() => void startTest()}>
          <p>Şimdi asıl test başlıyor. Bu bölümde doğru mu yanlış mı olduğu söylenmeyecek.</p>
          <p>Acele etme: iyice bak, sonra boş kutuya gelecek şekli seç.</p>
        </PracticeDoneCard>
      )}
      {phase === 'saving' && <SavingCard waiting={page.waitingNetwork} />}
      {phase === 'finishing' && <PhaseCard title="Testler tamamlanıyor, lütfen bekleyin..." status />}
      {phase === 'done' && (
        <PhaseCard title="Tüm testler tamamlandı" status>
          <p>Tebrikler, bütün testleri bitirdin! Teşekkürler.</p>
          <p>Bu pencere kapatılabilir.</p>
        </PhaseCard>
      )}
    </main>
  );
}

const CELL_PX = 92;
const OPTION_PX = 84;

function Puzzle({ item, feedback, onAnswer }: { item: LogicItem; feedback: Feedback | null; onAnswer: (index: number, timeStamp: number) => void }) {
  return (
    <div className="am-item" data-testid="puzzle" data-item-id={item.id} data-format={item.format}>
      <div
        className="am-grid"
        role="img"
        aria-label="Şekil dizisi; soru işaretli kutu boş"
        style={{ gridTemplateColumns: `repeat(${item.cols}, ${CELL_PX}px)`, gridTemplateRows: `repeat(${item.rows}, ${CELL_PX}px)` }}
      >
        {item.cells.map((cell) => (
          <div key={`${cell.r}-${cell.c}`} className={`am-cell${cell.figure ? '' : ' am-missing'}`} style={{ gridRow: cell.r + 1, gridColumn: cell.c + 1 }}>
            {cell.figure ? <FigureSvg figure={cell.figure} px={CELL_PX - 8} /> : <span aria-hidden="true">?</span>}
          </div>
        ))}
      </div>
      <div className="am-options" role="group" aria-label="Seçenekler">
        {item.options.map((figure, i) => {
          const mark = feedback ? (i === feedback.correct ? ' am-right' : i === feedback.chosen ? ' am-wrong' : '') : '';
          return (
            <button
              key={i}
              type="button"
              className={`am-option${mark}`}
              aria-label={`Seçenek ${i + 1}`}
              data-option-index={i}
              onClick={(e) => onAnswer(i, e.timeStamp)}
            >
              <FigureSvg figure={figure} px={OPTION_PX} />
              <span className="am-key" aria-hidden="true">
                {i + 1}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Page-specific styles (the shared tp-* classes come from lib/page-style). */
export const AKIL_MANTIK_CSS = `
.am-page{gap:16px}
.am-item{display:flex;flex-direction:column;align-items:center;gap:20px;background:#fff;border-radius:24px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:20px 24px;max-width:100%}
.am-grid{display:grid;gap:8px;justify-content:center}
.am-cell{display:flex;align-items:center;justify-content:center;border:2px solid #cbd5e1;border-radius:12px;background:#f8fafc}
.am-missing{border:3px dashed #2563eb;background:#eff6ff;font-size:2.6rem;font-weight:700;color:#2563eb}
.am-options{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.am-option{position:relative;display:flex;align-items:center;justify-content:center;width:${OPTION_PX + 22}px;height:${OPTION_PX + 22}px;border:3px solid #cbd5e1;border-radius:14px;background:#fff;cursor:pointer;padding:0;touch-action:manipulation}
.am-option:hover{border-color:#93c5fd}
.am-option:focus-visible{outline:4px solid #2563eb;outline-offset:2px}
.am-option.am-right{border-color:#16a34a;background:#f0fdf4}
.am-option.am-wrong{border-color:#dc2626;background:#fef2f2}
.am-key{position:absolute;top:4px;left:8px;font-size:1rem;font-weight:700;color:#475569}
.am-blank{min-height:${CELL_PX * 3 + OPTION_PX + 90}px}
`;
