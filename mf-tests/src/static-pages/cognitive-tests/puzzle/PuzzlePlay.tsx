// One running puzzle on screen: progress and time bar, the hint line, the example picture, the
// board and the tray. Interaction: pick a piece in the tray (click / tap / Tab + Enter), then a
// cell on the board (click / tap / arrow keys + Enter). The sequence is use-puzzle-run.ts.
import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { ProgressBar } from '../../lib/PhaseScreens';
import type { PuzzleDef } from '@akademi/shared/domain/battery/puzzle/design';
import { PieceSvg, SceneSvg } from './SceneSvg';
import type { Play, PuzzleRun } from './use-puzzle-run';

/** Board cell size in px per piece count (large targets; the 16-piece board stays on screen). */
const CELL_PX: Partial<Record<number, number>> = { 2: 130, 4: 130, 6: 112, 9: 96, 16: 80 };

/** The tray keeps the board's shape and size while pieces leave it (no layout jumps). */
function trayStyle(def: PuzzleDef, cellPx: number): { width: number; minHeight: number } {
  const span = (k: number) => k * (cellPx + 8) + (k - 1) * 12 + 24; // pieces + borders, gaps, padding
  return { width: span(def.scene.cols), minHeight: span(def.scene.rows) };
}

/**
 * The event's stamp on the performance.now() clock. Browsers give a high-resolution stamp
 * relative to the time origin; an environment that stamps epoch ms (old engines, jsdom) would
 * give absurd times, so the handler's own clock is used there.
 */
function eventTime(timeStamp: number): number {
  const now = performance.now();
  return timeStamp > 0 && timeStamp <= now + 1000 ? timeStamp : now;
}

const ARROW_MOVES: Partial<Record<string, [number, number]>> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

const labelOf = (def: PuzzleDef, piece: number) => def.trayOrder.indexOf(piece) + 1;

export function PuzzlePlay({ run, play, practice, puzzleCount }: { run: PuzzleRun; play: Play; practice: boolean; puzzleCount: number }) {
  const { playRef, placeRef, practiceRef, updatePlay, feedback, setFeedback } = run;
  const [focusCell, setFocusCell] = useState(0);
  const boardElRef = useRef<HTMLDivElement | null>(null);
  const trayElRef = useRef<HTMLDivElement | null>(null);

  const focusTray = (selector: string) => requestAnimationFrame(() => trayElRef.current?.querySelector<HTMLButtonElement>(selector)?.focus());
  const focusBoardCell = (cell: number) => boardElRef.current?.querySelector<HTMLButtonElement>(`button[data-cell="${cell}"]`)?.focus();

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
      requestAnimationFrame(() => focusBoardCell(target));
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
    if (e.detail === 0) focusTray(piece === cell ? 'button[data-piece]' : `button[data-piece="${piece}"]`);
  };

  const onBoardKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const cur = playRef.current;
    if (!cur) return;
    if (e.key === 'Escape') {
      updatePlay((p) => ({ ...p, selected: null }));
      return;
    }
    const { rows, cols } = cur.def.scene;
    const m = ARROW_MOVES[e.key];
    if (!m) return;
    e.preventDefault();
    const nr = Math.min(rows - 1, Math.max(0, Math.floor(focusCell / cols) + m[0]));
    const nc = Math.min(cols - 1, Math.max(0, (focusCell % cols) + m[1]));
    const next = nr * cols + nc;
    setFocusCell(next);
    focusBoardCell(next);
  };

  const { def } = play;
  const placedCount = play.board.placed.filter(Boolean).length;
  const cellPx = CELL_PX[def.pieceCount] ?? 80;

  return (
    <>
      <div className="pz-head">
        <ProgressBar
          done={placedCount}
          total={def.pieceCount}
          label="Yerleşen parçalar"
          text={`${practice ? 'Alıştırma' : `Yapboz ${def.n} / ${puzzleCount}`} · Yerleşen parça ${placedCount} / ${def.pieceCount}`}
        />
        {def.timeLimitSeconds !== null && (
          <div className="pz-timebar" aria-hidden="true">
            <div key={def.n} className="pz-timefill" style={{ animationDuration: `${def.timeLimitSeconds}s`, animationPlayState: play.over ? 'paused' : 'running' }} />
          </div>
        )}
      </div>
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
      <div className="pz-layout" data-puzzle={def.n} data-pieces={def.pieceCount} data-cols={def.scene.cols}>
        <figure className="pz-ref">
          <SceneSvg scene={def.scene} width={def.scene.cols >= def.scene.rows * 1.5 ? 200 : 160} label={`Örnek resim: ${def.scene.name}`} />
          <figcaption>Örnek resim</figcaption>
        </figure>
        <div
          ref={boardElRef}
          className="pz-board"
          role="group"
          aria-label="Yapboz tahtası"
          style={{ gridTemplateColumns: `repeat(${def.scene.cols}, ${cellPx}px)` }}
          onKeyDown={onBoardKey}
        >
          {play.board.placed.map((placed, cell) => {
            const r = Math.floor(cell / def.scene.cols) + 1;
            const c = (cell % def.scene.cols) + 1;
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
                {placed && <PieceSvg scene={def.scene} piece={cell} size={cellPx} />}
              </button>
            );
          })}
        </div>
        <div ref={trayElRef} className="pz-tray" role="group" aria-label="Parçalar" style={trayStyle(def, cellPx)}>
          {play.board.tray.map((piece) => (
            <button
              key={piece}
              type="button"
              className="pz-piece"
              data-piece={piece}
              aria-pressed={play.selected === piece}
              aria-label={`Parça ${labelOf(def, piece)}`}
              disabled={play.over !== null}
              onClick={(e) => onPieceClick(piece, e)}
            >
              <PieceSvg scene={def.scene} piece={piece} size={cellPx} />
            </button>
          ))}
        </div>
      </div>
    </>
  );
}
