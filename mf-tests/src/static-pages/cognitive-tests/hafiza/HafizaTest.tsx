// The Hafıza page: instructions → practice (one picture and one word question, with feedback)
// → short visual → short auditory → filler → delayed visual → delayed auditory → save → next test.
// Timing: the options of a question are put in the DOM inside a requestAnimationFrame callback
// (flushSync) and the onset stamped right there; answers are stamped with event.timeStamp.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { startBatteryPage } from '../../lib/session-start';
import type { TestSessionParams } from '../../lib/session-params';
import { createIntegrityMonitor, responseTimeMs, showInNextFrame, type IntegrityMonitor } from '../../lib/timing';
import {
  AUDITORY_STUDY,
  auditoryPresentation,
  FILLER_QUESTIONS,
  INTER_QUESTION_MS,
  memoryRow,
  optionIndexFromKey,
  partModality,
  PRACTICE_AUDITORY_QUESTION,
  PRACTICE_AUDITORY_STUDY,
  PRACTICE_FEEDBACK_MS,
  PRACTICE_VISUAL_QUESTION,
  PRACTICE_VISUAL_STUDY,
  QUESTIONS,
  scoreAnswer,
  SPEECH_GAP_MS,
  SPEECH_MAX_MS,
  STUDY_GAP_MS,
  STUDY_ITEM_MS,
  TOTAL_QUESTIONS,
  VISUAL_STUDY,
  VOICE_WAIT_MS,
  type AnswerInput,
  type FillerQuestion,
  type MemoryAnswer,
  type MemoryQuestion,
  type PictureId,
} from './design';
import { Picture } from './Picture';
import { browserSpeech, type SpeechPort } from './speech';
import { SavingCard } from '../../lib/SavingNotice';
import { batteryPageDeps, type BatteryPageDeps } from '../../lib/battery-page';

type Phase = 'checking' | 'intro' | 'practice' | 'practice-done' | 'test' | 'saving' | 'done';
type ReadyStage = 'practice-visual' | 'practice-auditory' | 'visual' | 'auditory' | 'delayed';
type Screen =
  | { kind: 'blank' }
  | { kind: 'ready'; stage: ReadyStage }
  | { kind: 'study-picture'; id: PictureId; index: number; total: number }
  | { kind: 'study-word'; word: string; index: number; total: number; spoken: boolean }
  | { kind: 'question'; q: MemoryQuestion; practice: boolean }
  | { kind: 'filler'; q: FillerQuestion };

type AnswerHandler = (index: number, timeStamp: number, input: AnswerInput) => void;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const NO_VOICE_NOTICE = 'Bu cihazda sesli okuma yok; kelimeler ekranda tek tek gösterilecek.';

/** What the page needs from the outside (tests pass fakes). */
export type HafizaDeps = BatteryPageDeps;


export interface HafizaTestProps {
  params: TestSessionParams;
  /** injectable for tests */
  speech?: SpeechPort;
  deps?: HafizaDeps;
}

function stepOf(phase: Phase, screen: Screen): string {
  if (phase !== 'practice' && phase !== 'test') return phase;
  const prefix = phase === 'practice' ? 'practice-' : '';
  switch (screen.kind) {
    case 'blank':
      return 'blank';
    case 'ready':
      return `ready-${screen.stage}`;
    case 'study-picture':
      return `${prefix}study-visual-${screen.index}`;
    case 'study-word':
      return `${prefix}study-auditory-${screen.index}`;
    case 'question':
      return screen.practice ? `practice-question-${partModality(screen.q.part)}` : `question-${screen.q.part}-${screen.q.n}`;
    case 'filler':
      return `filler-${screen.q.n}`;
  }
}

function questionTitle(q: MemoryQuestion, spoken: boolean): string {
  switch (q.part) {
    case 'short_visual':
      return 'Bu resimlerden hangisini gördün?';
    case 'short_auditory':
      return spoken ? 'Bu kelimelerden hangisini duydun?' : 'Bu kelimelerden hangisini gördün?';
    case 'long_visual':
      return 'En başta gördüğün resimlerden hangisi burada?';
    case 'long_auditory':
      return spoken ? 'En başta duyduğun kelimelerden hangisi burada?' : 'En başta okuduğun kelimelerden hangisi burada?';
  }
}

export function HafizaTest({ params, speech: speechProp, deps }: HafizaTestProps) {
  const speechRef = useRef<SpeechPort>(speechProp ?? browserSpeech());
  const [phase, setPhase] = useState<Phase>('checking');
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  const [screen, setScreen] = useState<Screen>({ kind: 'blank' });
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [feedback, setFeedback] = useState<{ text: string; ok: boolean } | null>(null);
  const [waitingNetwork, setWaitingNetwork] = useState(false);
  const answerRef = useRef<AnswerHandler | null>(null);
  const readyRef = useRef<(() => void) | null>(null);
  const depsRef = useRef<HafizaDeps | null>(deps ?? null);
  const startTimeRef = useRef<string | null>(null);
  const spoken = voice !== null;

  useEffect(() => {
    if (deps) return undefined;
    // labels the logs 'memory' (spec 2 §2) and retries rows left pending by earlier pages
    const { saver, stop } = startBatteryPage('memory');
    depsRef.current = batteryPageDeps('hafiza', params, saver);
    return stop;
  }, [deps, params]);

  useEffect(() => {
    let alive = true;
    void speechRef.current.findTurkishVoice(VOICE_WAIT_MS).then((v) => {
      if (!alive) return;
      setVoice(v);
      setPhase((p) => (p === 'checking' ? 'intro' : p));
    });
    return () => {
      alive = false;
    };
  }, []);

  const answer = useCallback<AnswerHandler>((index, timeStamp, input) => answerRef.current?.(index, timeStamp, input), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const index = optionIndexFromKey(e);
      if (index === null || e.repeat || !answerRef.current) return;
      e.preventDefault();
      answer(index, e.timeStamp, 'keyboard');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answer]);

  const waitReady = useCallback(
    (stage: ReadyStage) =>
      new Promise<void>((resolve) => {
        readyRef.current = () => {
          readyRef.current = null;
          resolve();
        };
        setScreen({ kind: 'ready', stage });
      }),
    [],
  );

  const studyPictures = useCallback(async (items: readonly PictureId[]) => {
    for (let i = 0; i < items.length; i += 1) {
      setScreen({ kind: 'study-picture', id: items[i], index: i + 1, total: items.length });
      await sleep(STUDY_ITEM_MS);
      setScreen({ kind: 'blank' });
      await sleep(STUDY_GAP_MS);
    }
  }, []);

  /** Presents the words; returns how many were heard (spoken) and how many shown as text. */
  const studyWords = useCallback(
    async (items: readonly string[]) => {
      const count = { spoken: 0, text: 0 };
      let v = voice;
      for (let i = 0; i < items.length; i += 1) {
        if (v) {
          setScreen({ kind: 'study-word', word: items[i], index: i + 1, total: items.length, spoken: true });
          const heard = await speechRef.current.speak(items[i], v, SPEECH_MAX_MS);
          if (heard) {
            count.spoken += 1;
            setScreen({ kind: 'blank' });
            await sleep(SPEECH_GAP_MS);
            continue;
          }
          // speech failed (blocked, engine error): text from here on, with the notice
          v = null;
          setVoice(null);
        }
        count.text += 1;
        setScreen({ kind: 'study-word', word: items[i], index: i + 1, total: items.length, spoken: false });
        await sleep(STUDY_ITEM_MS);
        setScreen({ kind: 'blank' });
        await sleep(STUDY_GAP_MS);
      }
      return count;
    },
    [voice],
  );

  /** Shows one 4-option question (question or filler) and resolves with the first answer. */
  const ask = useCallback(async (show: Screen, monitor: IntegrityMonitor) => {
    let resolveAnswer: (a: { index: number; ts: number; input: AnswerInput }) => void = () => undefined;
    const answered = new Promise<{ index: number; ts: number; input: AnswerInput }>((r) => (resolveAnswer = r));
    answerRef.current = null; // keys pressed before the options are shown are ignored
    const onset = await showInNextFrame(() => {
      flushSync(() => setScreen(show));
      answerRef.current = (index, ts, input) => {
        answerRef.current = null;
        resolveAnswer({ index, ts, input });
      };
    });
    const a = await answered;
    const flags = monitor.flagsBetween(onset, performance.now());
    flushSync(() => setScreen({ kind: 'blank' }));
    return { ...a, rtMs: responseTimeMs(onset, a.ts), flags };
  }, []);

  const runQuestions = useCallback(
    async (questions: readonly MemoryQuestion[], practice: boolean, out: MemoryAnswer[], total: number) => {
      const monitor = createIntegrityMonitor();
      try {
        for (const q of questions) {
          const a = await ask({ kind: 'question', q, practice }, monitor);
          const scored = scoreAnswer(q, a.index, a.rtMs, a.flags, a.input);
          out.push(scored);
          setProgress({ done: out.length, total });
          if (practice) {
            setFeedback(
              scored.implausible
                ? { text: 'Çok hızlı cevap verdin', ok: false }
                : scored.isCorrect
                  ? { text: 'Doğru!', ok: true }
                  : { text: 'Yanlış', ok: false },
            );
            await sleep(PRACTICE_FEEDBACK_MS);
            setFeedback(null);
          } else {
            await sleep(INTER_QUESTION_MS);
          }
        }
      } finally {
        monitor.stop();
      }
    },
    [ask],
  );

  const runFiller = useCallback(async () => {
    const monitor = createIntegrityMonitor();
    try {
      for (const q of FILLER_QUESTIONS) {
        await ask({ kind: 'filler', q }, monitor);
        await sleep(INTER_QUESTION_MS);
      }
    } finally {
      monitor.stop();
    }
  }, [ask]);

  const startPractice = async () => {
    startTimeRef.current = new Date().toISOString();
    setPhase('practice');
    const practiceAnswers: MemoryAnswer[] = [];
    setProgress({ done: 0, total: 2 });
    await waitReady('practice-visual');
    await studyPictures(PRACTICE_VISUAL_STUDY);
    await runQuestions([PRACTICE_VISUAL_QUESTION], true, practiceAnswers, 2);
    await waitReady('practice-auditory');
    await studyWords(PRACTICE_AUDITORY_STUDY);
    await runQuestions([PRACTICE_AUDITORY_QUESTION], true, practiceAnswers, 2);
    setScreen({ kind: 'blank' });
    setPhase('practice-done');
  };

  const startTest = async () => {
    setPhase('test');
    const answers: MemoryAnswer[] = [];
    setProgress({ done: 0, total: TOTAL_QUESTIONS });
    const t0 = performance.now();
    await waitReady('visual');
    await studyPictures(VISUAL_STUDY);
    await runQuestions(QUESTIONS.short_visual, false, answers, TOTAL_QUESTIONS);
    await waitReady('auditory');
    const presented = await studyWords(AUDITORY_STUDY);
    await runQuestions(QUESTIONS.short_auditory, false, answers, TOTAL_QUESTIONS);
    await runFiller();
    await waitReady('delayed');
    await runQuestions(QUESTIONS.long_visual, false, answers, TOTAL_QUESTIONS);
    await runQuestions(QUESTIONS.long_auditory, false, answers, TOTAL_QUESTIONS);
    const durationMs = performance.now() - t0;
    setScreen({ kind: 'blank' });
    setPhase('saving');
    const d = depsRef.current as HafizaDeps;
    const row = memoryRow(
      {
        sessionId: params.sessionId,
        studentId: params.studentId,
        conductedBy: params.conductedBy,
        testStartTime: startTimeRef.current ?? new Date().toISOString(),
        testEndTime: new Date().toISOString(),
      },
      answers,
      durationMs,
      auditoryPresentation(presented),
    );
    const outcome = await d.save('memory_test_results', row);
    if (outcome === 'pending') setWaitingNetwork(true);
    await d.waitStored();
    setWaitingNetwork(false);
    setPhase('done');
    await d.finish();
  };

  const running = phase === 'practice' || phase === 'test';
  const noVoiceNotice = !spoken && (
    <p className="hz-notice" role="note">
      {NO_VOICE_NOTICE}
    </p>
  );

  const optionProps = (i: number) => ({
    onPointerDown: (e: ReactPointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      e.preventDefault(); // no focus move; the press time is the answer time
      answer(i, e.timeStamp, 'pointer');
    },
    // Enter / Space on a focused option (keyboard activation: detail 0)
    onClick: (e: { detail: number; timeStamp: number }) => {
      if (e.detail === 0) answer(i, e.timeStamp, 'keyboard');
    },
  });

  return (
    <main className="tp-page" data-step={stepOf(phase, screen)}>
      {running && (
        <div className="tp-progress" aria-live="polite">
          <span>{phase === 'practice' ? `Alıştırma ${progress.done} / ${progress.total}` : `Soru ${progress.done} / ${progress.total}`}</span>
          <div className="tp-progress-bar" role="progressbar" aria-label="İlerleme" aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done}>
            <div className="tp-progress-fill" style={{ width: `${progress.total ? (progress.done / progress.total) * 100 : 0}%` }} />
          </div>
        </div>
      )}

      {running && screen.kind === 'ready' && (
        <section className="tp-card" data-ready={screen.stage}>
          {(screen.stage === 'practice-visual' || screen.stage === 'visual') && (
            <>
              <h1>{screen.stage === 'visual' ? '1. Bölüm: Resimler' : 'Resimlere dikkatle bak'}</h1>
              <p>Ekranda tek tek {screen.stage === 'visual' ? VISUAL_STUDY.length : PRACTICE_VISUAL_STUDY.length} resim göreceksin. Hepsini aklında tut.</p>
            </>
          )}
          {(screen.stage === 'practice-auditory' || screen.stage === 'auditory') && (
            <>
              <h1>{screen.stage === 'auditory' ? '2. Bölüm: Kelimeler' : spoken ? 'Kelimeleri dikkatle dinle' : 'Kelimeleri dikkatle oku'}</h1>
              <p>
                {spoken ? 'Şimdi' : 'Ekranda tek tek'} {screen.stage === 'auditory' ? AUDITORY_STUDY.length : PRACTICE_AUDITORY_STUDY.length}{' '}
                {spoken ? 'kelime duyacaksın.' : 'kelime göreceksin.'} Hepsini aklında tut.
              </p>
              {noVoiceNotice}
            </>
          )}
          {screen.stage === 'delayed' && (
            <>
              <h1>3. Bölüm: Hatırla</h1>
              <p>En başta {spoken ? 'gördüğün resimleri ve duyduğun kelimeleri' : 'gördüğün resimleri ve okuduğun kelimeleri'} hatırlamaya çalış.</p>
              <p>Bu sefer onları tekrar göstermeyeceğim.</p>
            </>
          )}
          <button type="button" className="tp-button" autoFocus onClick={() => readyRef.current?.()}>
            Hazırım
          </button>
        </section>
      )}

      {running && (screen.kind === 'study-picture' || screen.kind === 'study-word' || screen.kind === 'blank') && (
        <div className="tp-stage hz-stage" data-testid="stage">
          {screen.kind === 'study-picture' && (
            <div data-study-item={screen.id} data-study-index={screen.index}>
              <Picture id={screen.id} size={240} />
            </div>
          )}
          {screen.kind === 'study-word' &&
            (screen.spoken ? (
              <div className="hz-speaker" data-study-item={screen.word} data-study-index={screen.index} data-spoken="">
                <span aria-hidden="true">🔊</span>
                <span>Dinle…</span>
              </div>
            ) : (
              <div className="hz-word" data-study-item={screen.word} data-study-index={screen.index}>
                {screen.word}
              </div>
            ))}
        </div>
      )}

      {running && screen.kind === 'study-word' && !screen.spoken && noVoiceNotice}

      {running && screen.kind === 'question' && (
        <section className="hz-question" data-question={screen.q.part} aria-labelledby="hz-q-title">
          <h1 id="hz-q-title">{questionTitle(screen.q, spoken)}</h1>
          <div className="hz-options" role="group" aria-label="Seçenekler">
            {screen.q.options.map((o, i) => {
              const visual = partModality(screen.q.part) === 'visual';
              return (
                <button key={o} type="button" className={`hz-option ${visual ? 'hz-option-picture' : 'hz-option-word'}`} data-option={o} {...optionProps(i)}>
                  <span className="hz-key" aria-hidden="true">
                    {i + 1}
                  </span>
                  {visual ? <Picture id={o as PictureId} size={130} /> : <span className="hz-option-text">{o}</span>}
                </button>
              );
            })}
          </div>
          <p className="hz-hint">Dokun ya da 1, 2, 3, 4 tuşlarından birine bas.</p>
        </section>
      )}

      {running && screen.kind === 'filler' && (
        <section className="hz-question" data-filler={screen.q.n} data-count={screen.q.count} aria-labelledby="hz-f-title">
          <h1 id="hz-f-title">Kaç tane top var?</h1>
          <div className="hz-balls">
            <svg viewBox={`0 0 ${screen.q.count * 60} 60`} width={Math.min(screen.q.count * 60, 480)} role="img" aria-label="Toplar">
              {Array.from({ length: screen.q.count }, (_, i) => (
                <circle key={i} cx={30 + i * 60} cy={i % 2 === 0 ? 24 : 36} r="22" fill="#f97316" stroke="#c2410c" strokeWidth="4" />
              ))}
            </svg>
          </div>
          <div className="hz-options" role="group" aria-label="Seçenekler">
            {screen.q.options.map((o, i) => (
              <button key={o} type="button" className="hz-option hz-option-word" data-option={String(o)} aria-label={`${i + 1}: ${o}`} {...optionProps(i)}>
                <span className="hz-key" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="hz-option-text">{o}</span>
              </button>
            ))}
          </div>
        </section>
      )}

      {running && <div className={`tp-feedback ${feedback?.ok ? 'ok' : 'bad'}`}>{feedback?.text ?? ''}</div>}

      {(phase === 'checking' || phase === 'intro') && (
        <section className="tp-card">
          <h1>Hafıza Testi</h1>
          <p>Sana bazı resimler göstereceğim ve bazı kelimeler {spoken ? 'söyleyeceğim' : 'göstereceğim'}.</p>
          <p>Hepsini aklında tutmaya çalış. Sonra soracağım: Hangisini {spoken ? 'gördün, hangisini duydun?' : 'gördün?'}</p>
          <p>
            Cevap vermek için resme ya da kelimeye <strong>dokun</strong> veya <strong>1, 2, 3, 4</strong> tuşlarından birine bas.
          </p>
          <p>Önce kısa bir alıştırma yapacağız.</p>
          {phase === 'intro' && noVoiceNotice}
          <button type="button" className="tp-button" disabled={phase === 'checking'} onClick={() => void startPractice()}>
            {phase === 'checking' ? 'Hazırlanıyor…' : 'Alıştırmaya Başla'}
          </button>
        </section>
      )}
      {phase === 'practice-done' && (
        <section className="tp-card">
          <h1>Alıştırma bitti</h1>
          <p>Şimdi asıl test başlıyor. Bu bölümde doğru mu yanlış mı söylenmeyecek.</p>
          <p>Resimlere bak, kelimeleri {spoken ? 'dinle' : 'oku'} ve hepsini aklında tut.</p>
          <button type="button" className="tp-button" autoFocus onClick={() => void startTest()}>
            Teste Başla
          </button>
        </section>
      )}
      {phase === 'saving' && <SavingCard waiting={waitingNetwork} />}
      {phase === 'done' && (
        <section className="tp-card" role="status">
          <h1>Hafıza testi tamamlandı</h1>
          <p>Teşekkürler!</p>
        </section>
      )}
    </main>
  );
}

/** Page-specific CSS on top of lib/page-style (large targets, visible focus). */
export const HAFIZA_CSS = `
.hz-stage{cursor:default}
.hz-word{font-size:clamp(3rem,10vw,5.5rem);font-weight:700;letter-spacing:.02em;color:#1e3a8a}
.hz-speaker{display:flex;flex-direction:column;align-items:center;gap:8px;font-size:2rem;color:#1e3a8a}
.hz-speaker span:first-child{font-size:5rem}
.hz-question{width:100%;max-width:900px;text-align:center}
.hz-question h1{font-size:1.8rem;margin:0 0 20px}
.hz-options{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:16px}
@media (max-width:640px){.hz-options{grid-template-columns:repeat(2,minmax(0,1fr))}}
.hz-option{position:relative;display:flex;align-items:center;justify-content:center;min-height:150px;padding:12px;border-radius:18px;border:3px solid #cbd5e1;background:#fff;cursor:pointer;touch-action:manipulation;font:inherit;color:inherit}
.hz-option:hover{border-color:#2563eb}
.hz-option:focus-visible{outline:5px solid #93c5fd;outline-offset:2px;border-color:#2563eb}
.hz-option-word{min-height:110px}
.hz-option-text{font-size:2rem;font-weight:600}
.hz-key{position:absolute;top:6px;left:10px;font-size:1rem;font-weight:700;color:#64748b}
.hz-hint{font-size:1.05rem;color:#475569;margin-top:16px}
.hz-balls{display:flex;justify-content:center;margin:0 0 20px}
.hz-notice{background:#fef3c7;border:2px solid #f59e0b;border-radius:12px;padding:10px 14px;font-size:1.1rem}
`;
