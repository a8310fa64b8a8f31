// The Hafıza page's sequence (state machine and timing): instructions → practice (one picture and
// one word question, with feedback) → short visual → short auditory → filler → delayed visual →
// delayed auditory → save → next test. The options of a question are put in the DOM inside a
// requestAnimationFrame callback (flushSync) and the onset stamped right there; answers are
// stamped with event.timeStamp (lib/timing.ts). Words are spoken when a Turkish voice exists,
// shown as text otherwise (speech.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { BatteryPageDeps } from '../../lib/battery-page';
import type { Feedback } from '../../lib/PhaseScreens';
import type { TestSessionParams } from '../../lib/session-params';
import { createIntegrityMonitor, responseTimeMs, showInNextFrame, sleep, type IntegrityMonitor } from '../../lib/timing';
import { useBatteryPage, useWindowKeydown } from '../../lib/use-battery-page';
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
} from '@akademi/shared/domain/battery/hafiza/design';
import { browserSpeech, type SpeechPort } from './speech';

export type Phase = 'checking' | 'intro' | 'practice' | 'practice-done' | 'test' | 'saving' | 'done';
export type ReadyStage = 'practice-visual' | 'practice-auditory' | 'visual' | 'auditory' | 'delayed';
export type Screen =
  | { kind: 'blank' }
  | { kind: 'ready'; stage: ReadyStage }
  | { kind: 'study-picture'; id: PictureId; index: number; total: number }
  | { kind: 'study-word'; word: string; index: number; total: number; spoken: boolean }
  | { kind: 'question'; q: MemoryQuestion; practice: boolean }
  | { kind: 'filler'; q: FillerQuestion };

export type AnswerHandler = (index: number, timeStamp: number, input: AnswerInput) => void;

/** The page's step, as data-step on <main> (the e2e child and the unit tests follow it). */
export function stepOf(phase: Phase, screen: Screen): string {
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

export interface HafizaRunOptions {
  params: TestSessionParams;
  speech?: SpeechPort;
  deps?: BatteryPageDeps;
}

export interface HafizaRun {
  phase: Phase;
  screen: Screen;
  progress: { done: number; total: number };
  feedback: Feedback | null;
  /** a Turkish voice reads the words (false: they are shown as text, with the notice) */
  spoken: boolean;
  waitingNetwork: boolean;
  answer: AnswerHandler;
  /** the child pressed "Hazırım" on a ready screen */
  ready: () => void;
  startPractice: () => Promise<void>;
  startTest: () => Promise<void>;
}

export function useHafizaRun({ params, speech: speechProp, deps }: HafizaRunOptions): HafizaRun {
  const speechRef = useRef<SpeechPort>(speechProp ?? browserSpeech());
  const [phase, setPhase] = useState<Phase>('checking');
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  const [screen, setScreen] = useState<Screen>({ kind: 'blank' });
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const answerRef = useRef<AnswerHandler | null>(null);
  const readyRef = useRef<(() => void) | null>(null);
  // labels the logs 'memory' (spec 2 §2) and retries rows left pending by earlier pages
  const page = useBatteryPage({ key: 'hafiza', activeTest: 'memory', params, deps });

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

  useWindowKeydown(
    useCallback(
      (e: KeyboardEvent) => {
        const index = optionIndexFromKey(e);
        if (index === null || e.repeat || !answerRef.current) return;
        e.preventDefault();
        answer(index, e.timeStamp, 'keyboard');
      },
      [answer],
    ),
  );

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
    for (const [i, id] of items.entries()) {
      setScreen({ kind: 'study-picture', id, index: i + 1, total: items.length });
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
      for (const [i, word] of items.entries()) {
        if (v) {
          setScreen({ kind: 'study-word', word, index: i + 1, total: items.length, spoken: true });
          const heard = await speechRef.current.speak(word, v, SPEECH_MAX_MS);
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
        setScreen({ kind: 'study-word', word, index: i + 1, total: items.length, spoken: false });
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
    page.markStart();
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
    const row = memoryRow(
      {
        sessionId: params.sessionId,
        studentId: params.studentId,
        conductedBy: params.conductedBy,
        testStartTime: page.startTime(),
        testEndTime: new Date().toISOString(),
      },
      answers,
      durationMs,
      auditoryPresentation(presented),
    );
    await page.saveAndFinish('memory_test_results', row, () => setPhase('done'));
  };

  const ready = useCallback(() => readyRef.current?.(), []);

  return { phase, screen, progress, feedback, spoken: voice !== null, waitingNetwork: page.waitingNetwork, answer, ready, startPractice, startTest };
}
