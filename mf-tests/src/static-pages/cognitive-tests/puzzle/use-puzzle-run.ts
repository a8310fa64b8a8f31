// The puzzle page's sequence (state machine and timing): instructions → practice (2 pieces, with
// feedback) → four scored puzzles (4, 6, 9, 16 pieces, each with a time limit) → save → next test.
// The board is put in the DOM inside a requestAnimationFrame callback (flushSync) and the onset
// stamped there; every placement is stamped with the event's timeStamp (lib/timing.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Feedback } from '../../lib/PhaseScreens';
import type { TestSessionParams } from '../../lib/session-params';
import { createIntegrityMonitor, responseTimeMs, showInNextFrame, sleep } from '../../lib/timing';
import { useBatteryPage } from '../../lib/use-battery-page';
import {
  COMPLETE_PAUSE_MS,
  initialBoard,
  isSolved,
  place,
  placementResponse,
  puzzleFields,
  timeoutResponse,
  type BoardState,
  type PieceResponse,
  type PuzzleDef,
  type PuzzleOutcome,
} from '@akademi/shared/domain/battery/puzzle/design';

export type Phase = 'intro' | 'practice' | 'practice-done' | 'test' | 'between' | 'saving' | 'done';

export interface Play {
  def: PuzzleDef;
  board: BoardState;
  selected: number | null;
  /** cell that just refused a piece (red outline for a moment) */
  wrongCell: number | null;
  over: 'solved' | 'timeout' | null;
}

const WRONG_FLASH_MS = 500;

export type PlaceHandler = (piece: number, cell: number, timeStamp: number) => void;

export interface PuzzleRun {
  phase: Phase;
  play: Play | null;
  feedback: Feedback | null;
  setFeedback: (f: Feedback | null) => void;
  /** after a scored puzzle: was it solved (the between screen) */
  between: { solved: boolean } | null;
  waitingNetwork: boolean;
  /** what the handlers read synchronously (the state lags one render behind) */
  playRef: { readonly current: Play | null };
  /** places a piece while a puzzle runs (null between puzzles) */
  placeRef: { readonly current: PlaceHandler | null };
  practiceRef: { readonly current: boolean };
  updatePlay: (fn: (p: Play) => Play) => void;
  startPractice: () => Promise<void>;
  startTest: () => Promise<void>;
  /** the child pressed "Sonraki Yapboz" */
  next: () => void;
}

export function usePuzzleRun({ params, puzzles, practice }: { params: TestSessionParams; puzzles: readonly PuzzleDef[]; practice: PuzzleDef }): PuzzleRun {
  const [phase, setPhase] = useState<Phase>('intro');
  const [play, setPlay] = useState<Play | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [between, setBetween] = useState<{ solved: boolean } | null>(null);
  const playRef = useRef<Play | null>(null);
  const placeRef = useRef<PlaceHandler | null>(null);
  const continueRef = useRef<(() => void) | null>(null);
  const practiceRef = useRef(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const page = useBatteryPage({ key: 'puzzle', activeTest: 'puzzle', params });

  useEffect(
    () => () => {
      if (flashTimer.current) clearTimeout(flashTimer.current);
    },
    [],
  );

  /** The single writer of the play state: the ref is what handlers read synchronously. */
  const updatePlay = useCallback((fn: (p: Play) => Play) => {
    const cur = playRef.current;
    if (!cur) return;
    const next = fn(cur);
    playRef.current = next;
    setPlay(next);
  }, []);

  const clearPlay = () => {
    setPlay(null);
    playRef.current = null;
  };

  /** Plays one puzzle until it is solved or its time runs out. */
  const runPuzzle = useCallback(
    async (def: PuzzleDef, isPractice: boolean): Promise<PuzzleOutcome> => {
      const monitor = createIntegrityMonitor();
      const pieces: PieceResponse[] = [];
      let resolveDone: (o: { completed: boolean; durationMs: number }) => void = () => undefined;
      const done = new Promise<{ completed: boolean; durationMs: number }>((r) => (resolveDone = r));
      let timer: ReturnType<typeof setTimeout> | null = null;
      try {
        placeRef.current = null;
        const onset = await showInNextFrame(() => {
          const first: Play = { def, board: initialBoard(def), selected: null, wrongCell: null, over: null };
          playRef.current = first;
          flushSync(() => setPlay(first));
        });
        let lastAction = onset;
        let finished = false;
        placeRef.current = (piece, cell, ts) => {
          const cur = playRef.current;
          if (finished || !cur) return;
          const rt = responseTimeMs(lastAction, ts);
          const flags = monitor.flagsBetween(lastAction, ts);
          const result = place(cur.board, piece, cell);
          pieces.push(placementResponse(piece, cell, rt, result.firstAttempt, flags));
          lastAction = ts;
          const solved = isSolved(result.state);
          updatePlay((p) => ({ ...p, board: result.state, selected: null, wrongCell: result.correct ? null : cell, over: solved ? 'solved' : null }));
          if (!result.correct) {
            if (flashTimer.current) clearTimeout(flashTimer.current);
            flashTimer.current = setTimeout(() => updatePlay((p) => (p.wrongCell === cell ? { ...p, wrongCell: null } : p)), WRONG_FLASH_MS);
          }
          if (isPractice) {
            setFeedback(result.correct ? { text: 'Doğru!', ok: true } : { text: 'Bu parça oraya ait değil, tepsiye geri döndü. Tekrar dene.', ok: false });
          }
          if (solved) {
            finished = true;
            resolveDone({ completed: true, durationMs: ts - onset });
          }
        };
        if (def.timeLimitSeconds !== null) {
          timer = setTimeout(() => {
            if (finished) return;
            finished = true;
            const now = performance.now();
            pieces.push(timeoutResponse(responseTimeMs(lastAction, now), monitor.flagsBetween(lastAction, now)));
            updatePlay((p) => ({ ...p, selected: null, over: 'timeout' }));
            resolveDone({ completed: false, durationMs: now - onset });
          }, def.timeLimitSeconds * 1000);
        }
        const { completed, durationMs } = await done;
        placeRef.current = null;
        await sleep(COMPLETE_PAUSE_MS);
        return { def, durationMs, completed, pieces };
      } finally {
        if (timer) clearTimeout(timer);
        placeRef.current = null;
        monitor.stop();
      }
    },
    [updatePlay],
  );

  const startPractice = async () => {
    page.markStart();
    practiceRef.current = true;
    setFeedback(null);
    setPhase('practice');
    await runPuzzle(practice, true);
    practiceRef.current = false;
    setFeedback(null);
    clearPlay();
    setPhase('practice-done');
  };

  const startTest = async () => {
    setFeedback(null);
    const outcomes: PuzzleOutcome[] = [];
    for (const [i, def] of puzzles.entries()) {
      setPhase('test');
      const outcome = await runPuzzle(def, false);
      outcomes.push(outcome);
      clearPlay();
      if (i < puzzles.length - 1) {
        setBetween({ solved: outcome.completed });
        setPhase('between');
        await new Promise<void>((r) => (continueRef.current = r));
      }
    }
    setPhase('saving');
    await page.saveAndFinish('puzzle_test_results', page.sessionRow(puzzleFields(outcomes)), () => setPhase('done'));
  };

  const next = useCallback(() => continueRef.current?.(), []);

  return {
    phase,
    play,
    feedback,
    setFeedback,
    between,
    waitingNetwork: page.waitingNetwork,
    playRef,
    placeRef,
    practiceRef,
    updatePlay,
    startPractice,
    startTest,
    next,
  };
}
