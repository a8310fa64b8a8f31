// The puzzle page: instructions → practice (2 pieces, with feedback) → four scored puzzles
// (4, 6, 9, 16 pieces, each with a time limit) → save → next test.
// Interaction: pick a piece in the tray (click / tap / Tab + Enter), then a cell on the board
// (click / tap / arrow keys + Enter). Timing: the board is put in the DOM inside a
// requestAnimationFrame callback (flushSync) and the onset stamped there; every placement is
// stamped with the event's timeStamp (lib/timing.ts).
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { finishBatteryPage } from '../../lib/battery-page';
import { startBatteryPage } from '../../lib/session-start';
import type { TestSessionParams } from '../../lib/session-params';
import { createIntegrityMonitor, responseTimeMs, showInNextFrame } from '../../lib/timing';
import { waitUntilStored } from '../../lib/wait-stored';
import type { ResultSaver } from '../../lib/result-saver';
import {
  COMPLETE_PAUSE_MS,
  initialBoard,
  isSolved,
  place,
  placementResponse,
  PRACTICE_PUZZLE,
  puzzleFields,
  SCORED_PUZZLES,
  timeoutResponse,
  type BoardState,
  type PieceResponse,
  type PuzzleDef,
  type PuzzleOutcome,
} from './design';
import { PieceSvg, SceneSvg } from './SceneSvg';
import { SavingCard } from '../../lib/SavingNotice';

type Phase = 'intro' | 'practice' | 'practice-done' | 'test' | 'between' | 'saving' | 'done';

interface Play {
  def: PuzzleDef;
  board: BoardState;
  selected: number | null;
  /** cell that just refused a piece (red outline for a moment) */
  wrongCell: number | null;
  over: 'solved' | 'timeout' | null;
}

/** Board cell size in px per piece count (large targets; the 16-piece board stays on screen). */
const CELL_PX: Record<number, number> = { 2: 130, 4: 130, 6: 112, 9: 96, 16: 80 };
const WRONG_FLASH_MS = 500;

/** The tray keeps the board's shape and size while pieces leave it (no layout jumps). */
function trayStyle(def: PuzzleDef, cellPx: number): { width: number; minHeight: number } {
  const span = (k: number) => k * (cellPx + 8) + (k - 1) * 12 + 24; // pieces + borders, gaps, padding
  return { width: span(def.scene.cols), minHeight: span(def.scene.rows) };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The event's stamp on the performance.now() clock. Browsers give a high-resolution stamp
 * relative to the time origin; an environment that stamps epoch ms (old engines, jsdom) would
 * give absurd times, so the handler's own clock is used there.
 */
function eventTime(timeStamp: number): number {
  const now = performance.now();
  return timeStamp > 0 && timeStamp <= now + 1000 ? timeStamp : now;
}

export const PUZZLE_CSS = `
.pz-head{width:100%;max-width:760px;display:flex;flex-direction:column;gap:6px}
.pz-timebar{height:10px;border-radius:5px;background:#e2e8f0;overflow:hidden}
.pz-timefill{height:100%;background:#f59e0b;width:100%;animation-name:pz-shrink;animation-timing-function:linear;animation-fill-mode:forwards}
@keyframes pz-shrink{from{width:100%}to{width:0}}
.pz-layout{display:flex;gap:28px;align-items:center;justify-content:center;flex-wrap:wrap}
.pz-ref{margin:0;text-align:center;font-size:1rem;color:#475569}
.pz-ref svg{display:block;border-radius:10px;box-shadow:0 4px 14px rgba(0,0,0,.12);margin-bottom:6px}
.pz-board{display:grid;gap:3px;background:#94a3b8;padding:3px;border-radius:10px}
.pz-cell{touch-action:manipulation;padding:0;border:0;margin:0;background:#f8fafc;background-image:repeating-linear-gradient(45deg,#eef2f7 0 8px,#f8fafc 8px 16px);cursor:pointer;display:block;line-height:0;position:relative}
.pz-cell svg{display:block}
.pz-cell:focus-visible{outline:4px solid #2563eb;outline-offset:-4px;z-index:1}
.pz-cell.wrong{box-shadow:inset 0 0 0 5px #dc2626}
.pz-cell[aria-disabled="true"]{cursor:default}
.pz-tray{display:flex;flex-wrap:wrap;gap:12px;justify-content:center;align-content:flex-start;padding:12px;background:#e2e8f0;border-radius:14px}
.pz-piece{touch-action:manipulation;padding:0;margin:0;border:4px solid #fff;border-radius:10px;background:#fff;box-shadow:0 3px 10px rgba(0,0,0,.15);cursor:pointer;line-height:0;transition:transform .12s}
.pz-piece svg{display:block;border-radius:6px}
.pz-piece[aria-pressed="true"]{border-color:#2563eb;transform:translateY(-6px) scale(1.05)}
.pz-piece:focus-visible{outline:4px solid #93c5fd;outline-offset:2px}
.pz-hint{font-size:1.25rem;min-height:1.9rem;text-align:center;margin:0}
`;

export interface PuzzleTestProps {
  params: TestSessionParams;
  /** the scored puzzles (tests pass shorter time limits) */
  puzzles?: readonly PuzzleDef[];
  practice?: PuzzleDef;
}

export function PuzzleTest({ params, puzzles = SCORED_PUZZLES, practice = PRACTICE_PUZZLE }: PuzzleTestProps) {
  const [phase, setPhase] = useState<Phase>('intro');
  const [play, setPlay] = useState<Play | null>(null);
  const [focusCell, setFocusCell] = useState(0);
  const [feedback, setFeedback] = useState<{ text: string; ok: boolean } | null>(null);
  const [between, setBetween] = useState<{ solved: boolean } | null>(null);
  const [waitingNetwork, setWaitingNetwork] = useState(false);
  const saverRef = useRef<ResultSaver | null>(null);
  const startTimeRef = useRef<string | null>(null);
  const playRef = useRef<Play | null>(null);
  const placeRef = useRef<((piece: number, cell: number, timeStamp: number) => void) | null>(null);
  const continueRef = useRef<(() => void) | null>(null);
  const boardElRef = useRef<HTMLDivElement | null>(null);
  const trayElRef = useRef<HTMLDivElement | null>(null);
  const practiceRef = useRef(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const { saver, stop } = startBatteryPage('puzzle');
    saverRef.current = saver;
    return stop;
  }, []);

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
        setFocusCell(0);
        const onset = await showInNextFrame(() => {
          const first: Play = { def, board: initialBoard(def), selected: null, wrongCell: null, over: null };
          playRef.current = first;
          flushSync(() => setPlay(first));
        });
        let lastAction = onset;
        let finished = false;
        placeRef.current = (piece, cell, ts) => {
          if (finished) return;
          const rt = responseTimeMs(lastAction, ts);
          const flags = monitor.flagsBetween(lastAction, ts);
          const cur = playRef.current as Play;
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

  const focusFirstTrayPiece = () => {
    requestAnimationFrame(() => trayElRef.current?.querySelector<HTMLButtonElement>('button[data-piece]')?.focus());
  };

  const onPieceClick = (piece: number, e: ReactMouseEvent<HTMLButtonElement>) => {
    const cur = playRef.current;
    if (!cur || cur.over || !placeRef.current) return;
    const selected = cur.selected === piece ? null : piece;
    updatePlay((p) => ({ ...p, selected }));
    if (practiceRef.current) setFeedback(null);
    // keyboard activation (detail 0): carry on to the board
    if (selected !== null && e.detail === 0) {
      const target = cur.board.placed[focusCell] ? Math.max(0, cur.board.placed.indexOf(false)) : focusCell;
      setFocusCell(target);
      requestAnimationFrame(() => boardElRef.current?.querySelector<HTMLButtonElement>(`button[data-cell="${target}"]`)?.focus());
    }
  };

  const onCellClick = (cell: number, e: ReactMouseEvent<HTMLButtonElement>) => {
    const ts = eventTime(e.timeStamp);
    const cur = playRef.current;
    setFocusCell(cell);
    if (!cur || cur.over || cur.board.placed[cell]) return;
    if (cur.selected === null) {
      setFeedback({ text: 'Önce tepsiden bir parça seç.', ok: false });
      return;
    }
    const piece = cur.selected;
    placeRef.current?.(piece, cell, ts);
    if (e.detail === 0) {
      if (piece === cell) focusFirstTrayPiece();
      else requestAnimationFrame(() => trayElRef.current?.querySelector<HTMLButtonElement>(`button[data-piece="${piece}"]`)?.focus());
    }
  };

  const onBoardKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const cur = playRef.current;
    if (!cur) return;
    if (e.key === 'Escape') {
      updatePlay((p) => ({ ...p, selected: null }));
      return;
    }
    const { rows, cols } = cur.def.scene;
    const r = Math.floor(focusCell / cols);
    const c = focusCell % cols;
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    const nr = Math.min(rows - 1, Math.max(0, r + m[0]));
    const nc = Math.min(cols - 1, Math.max(0, c + m[1]));
    const next = nr * cols + nc;
    setFocusCell(next);
    boardElRef.current?.querySelector<HTMLButtonElement>(`button[data-cell="${next}"]`)?.focus();
  };

  const startPractice = async () => {
    startTimeRef.current = new Date().toISOString();
    practiceRef.current = true;
    setFeedback(null);
    setPhase('practice');
    await runPuzzle(practice, true);
    practiceRef.current = false;
    setFeedback(null);
    setPlay(null);
    playRef.current = null;
    setPhase('practice-done');
  };

  const waitForContinue = () => new Promise<void>((r) => (continueRef.current = r));

  const startTest = async () => {
    setFeedback(null);
    const outcomes: PuzzleOutcome[] = [];
    for (let i = 0; i < puzzles.length; i += 1) {
      setPhase('test');
      const outcome = await runPuzzle(puzzles[i], false);
      outcomes.push(outcome);
      setPlay(null);
      playRef.current = null;
      if (i < puzzles.length - 1) {
        setBetween({ solved: outcome.completed });
        setPhase('between');
        await waitForContinue();
      }
    }
    setPhase('saving');
    const saver = saverRef.current as ResultSaver;
    const row = {
      session_id: params.sessionId,
      student_id: params.studentId,
      conducted_by: params.conductedBy,
      test_start_time: startTimeRef.current,
      test_end_time: new Date().toISOString(),
      ...puzzleFields(outcomes),
    };
    const outcome = await saver.save('puzzle_test_results', row);
    if (outcome === 'pending') setWaitingNetwork(true);
    await waitUntilStored(saver);
    setWaitingNetwork(false);
    setPhase('done');
    await finishBatteryPage('puzzle', params, saver);
  };

  const running = (phase === 'practice' || phase === 'test') && play !== null;
  const placedCount = play ? play.board.placed.filter(Boolean).length : 0;
  const cellPx = play ? (CELL_PX[play.def.pieceCount] ?? 80) : 80;
  const labelOf = (def: PuzzleDef, piece: number) => def.trayOrder.indexOf(piece) + 1;

  return (
    <main className="tp-page">
      {running && play && (
        <div className="pz-head">
          <div className="tp-progress" aria-live="polite">
            <span>
              {phase === 'practice' ? 'Alıştırma' : `Yapboz ${play.def.n} / ${puzzles.length}`} · Yerleşen parça {placedCount} / {play.def.pieceCount}
            </span>
            <div className="tp-progress-bar" role="progressbar" aria-label="Yerleşen parçalar" aria-valuemin={0} aria-valuemax={play.def.pieceCount} aria-valuenow={placedCount}>
              <div className="tp-progress-fill" style={{ width: `${(placedCount / play.def.pieceCount) * 100}%` }} />
            </div>
          </div>
          {play.def.timeLimitSeconds !== null && (
            <div className="pz-timebar" aria-hidden="true">
              <div key={play.def.n} className="pz-timefill" style={{ animationDuration: `${play.def.timeLimitSeconds}s`, animationPlayState: play.over ? 'paused' : 'running' }} />
            </div>
          )}
        </div>
      )}
      {running && play && (
        <p className="pz-hint" aria-live="polite">
          {play.over === 'solved' ? (
            <strong style={{ color: '#15803d' }}>Tamamlandı!</strong>
          ) : play.over === 'timeout' ? (
            <strong style={{ color: '#b45309' }}>Süre doldu!</strong>
          ) : feedback ? (
            <span style={{ color: feedback.ok ? '#15803d' : '#b91c1c', fontWeight: 600 }}>{feedback.text}</span>
          ) : play.selected === null ? (
            'Bir parça seç.'
          ) : (
            'Şimdi parçayı tahtada yerine koy.'
          )}
        </p>
      )}
      {running && play && (
        <div className="pz-layout" data-puzzle={play.def.n} data-pieces={play.def.pieceCount} data-cols={play.def.scene.cols}>
          <figure className="pz-ref">
            <SceneSvg scene={play.def.scene} width={play.def.scene.cols >= play.def.scene.rows * 1.5 ? 200 : 160} label={`Örnek resim: ${play.def.scene.name}`} />
            <figcaption>Örnek resim</figcaption>
          </figure>
          <div
            ref={boardElRef}
            className="pz-board"
            role="group"
            aria-label="Yapboz tahtası"
            style={{ gridTemplateColumns: `repeat(${play.def.scene.cols}, ${cellPx}px)` }}
            onKeyDown={onBoardKey}
          >
            {play.board.placed.map((placed, cell) => {
              const r = Math.floor(cell / play.def.scene.cols) + 1;
              const c = (cell % play.def.scene.cols) + 1;
              return (
                <button
                  key={cell}
                  type="button"
                  className={`pz-cell${play.wrongCell === cell ? ' wrong' : ''}`}
                  style={{ width: cellPx, height: cellPx }}
                  data-cell={cell}
                  data-placed={placed ? 'true' : 'false'}
                  tabIndex={cell === focusCell ? 0 : -1}
                  aria-disabled={placed || play.over !== null}
                  aria-label={`${r}. satır ${c}. sütun${placed ? ', dolu' : ''}`}
                  onClick={(e) => onCellClick(cell, e)}
                >
                  {placed && <PieceSvg scene={play.def.scene} piece={cell} size={cellPx} />}
                </button>
              );
            })}
          </div>
          <div ref={trayElRef} className="pz-tray" role="group" aria-label="Parçalar" style={trayStyle(play.def, cellPx)}>
            {play.board.tray.map((piece) => (
              <button
                key={piece}
                type="button"
                className="pz-piece"
                data-piece={piece}
                aria-pressed={play.selected === piece}
                aria-label={`Parça ${labelOf(play.def, piece)}`}
                disabled={play.over !== null}
                onClick={(e) => onPieceClick(piece, e)}
              >
                <PieceSvg scene={play.def.scene} piece={piece} size={cellPx} />
              </button>
            ))}
          </div>
        </div>
      )}
      {phase === 'intro' && (
        <section className="tp-card">
          <h1>Yapboz Testi</h1>
          <p>Parçaları birleştirip resmi tamamlayacaksın.</p>
          <p>
            Tepsiden bir <strong>parça seç</strong>, sonra onu tahtada <strong>doğru yerine koy</strong>. Küçük örnek resim sana yol gösterir.
          </p>
          <p>Fare, dokunma ya da klavye (Tab, ok tuşları ve Enter) kullanabilirsin.</p>
          <p>Önce kısa bir alıştırma yapacağız.</p>
          <button type="button" className="tp-button" onClick={() => void startPractice()}>
            Alıştırmaya Başla
          </button>
        </section>
      )}
      {phase === 'practice-done' && (
        <section className="tp-card">
          <h1>Alıştırma bitti</h1>
          <p>Şimdi {puzzles.length} yapboz gelecek; her biri öncekinden biraz daha büyük.</p>
          <p>Her yapbozun bir süresi var. Olabildiğince hızlı ve doğru yerleştir.</p>
          <button type="button" className="tp-button" onClick={() => void startTest()}>
            Teste Başla
          </button>
        </section>
      )}
      {phase === 'between' && between && (
        <section className="tp-card">
          <h1>{between.solved ? 'Harika! Yapbozu tamamladın.' : 'Süre doldu.'}</h1>
          <p>Sıradaki yapboz biraz daha büyük.</p>
          <button type="button" className="tp-button" autoFocus onClick={() => continueRef.current?.()}>
            Sonraki Yapboz
          </button>
        </section>
      )}
      {phase === 'saving' && <SavingCard waiting={waitingNetwork} />}
      {phase === 'done' && (
        <section className="tp-card" role="status">
          <h1>Yapboz testi tamamlandı</h1>
          <p>Teşekkürler!</p>
        </section>
      )}
    </main>
  );
}
