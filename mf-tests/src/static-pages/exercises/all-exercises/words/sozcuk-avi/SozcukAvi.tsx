// Sözcük Avı: find the listed words in the letter grid — drag from the first letter to the last, or
// click/tap (or Enter on) the first and then the last letter.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { nextLevel } from '../../core/levels';
import { InfoBar } from '../InfoBar';
import { useCountdown } from '../../core/use-countdown';
import type { ExerciseRunProps } from '../../core/types';
import { upperTr } from '../content';
import { clockSeed, createRng } from '../random';
import { injectWordsStyle } from '../style';
import { useFinishOnce } from '../use-run';
import { checkSelection, lineCells, makePuzzle, MAX_LEVEL, moveCell, pointsFor, roundAccuracy, type Cell, type Puzzle } from './logic';
import { entryAt } from '@akademi/shared/domain';
import { StatusLine } from '../../core/StatusLine';

injectWordsStyle();

/** Ours: how long a missed selection stays red, and the pause before the next grid. */
const WRONG_FLASH_MS = 600;
const NEXT_ROUND_MS = 1000;

const key = (c: Cell) => `${c[0]}-${c[1]}`;

export function SozcukAvi({ settings, level: startLevel, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  const size = Number(settings.grid_size);
  const wordCount = Number(settings.word_count_per_round);
  const rng = useRef(createRng(clockSeed())).current;
  const [level, setLevel] = useState(startLevel);
  const [round, setRound] = useState(1);
  const [puzzle, setPuzzle] = useState<Puzzle>(() => makePuzzle(rng, size, wordCount, startLevel));
  const [found, setFound] = useState<Set<string>>(new Set());
  const [foundCells, setFoundCells] = useState<Set<string>>(new Set());
  const [wrongCells, setWrongCells] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Cell | null>(null);
  const [hover, setHover] = useState<Cell | null>(null);
  const [focus, setFocus] = useState<Cell>([0, 0]);
  const [message, setMessage] = useState('İlk harften son harfe sürükle ya da önce ilk, sonra son harfe tıkla.');
  const [score, setScore] = useState(0);
  const roundWrong = useRef(0);
  const totals = useRef({ correct: 0, wrong: 0 });
  const dragging = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);

  const finish = useFinishOnce(onFinish, stopRequested, () => ({ score, correct: totals.current.correct, wrong: totals.current.wrong, level }));
  const left = useCountdown(Number(settings.duration_seconds), finish);
  const roundDone = found.size > 0 && found.size === puzzle.words.length;

  useEffect(() => {
    if (!roundDone) return;
    const t = setTimeout(() => {
      setPuzzle(makePuzzle(rng, size, wordCount, level));
      setFound(new Set());
      setFoundCells(new Set());
      setRound((r) => r + 1);
      roundWrong.current = 0;
      setMessage('Yeni tablo! Kelimeleri bul.');
    }, NEXT_ROUND_MS);
    return () => clearTimeout(t);
  }, [roundDone, rng, size, wordCount, level]);

  useEffect(() => {
    if (wrongCells.size === 0) return;
    const t = setTimeout(() => setWrongCells(new Set()), WRONG_FLASH_MS);
    return () => clearTimeout(t);
  }, [wrongCells]);

  useEffect(() => {
    const up = () => (dragging.current = false);
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, []);

  const commit = (a: Cell, b: Cell) => {
    setPending(null);
    setHover(null);
    dragging.current = false;
    if (roundDone) return;
    const r = checkSelection(puzzle, found, a, b);
    if (r.kind === 'not-line') return setMessage('Harfleri düz bir çizgi üzerinde seç.');
    if (r.kind === 'already') return setMessage(`"${upperTr(r.word)}" kelimesini zaten buldun.`);
    if (r.kind === 'wrong') {
      roundWrong.current += 1;
      totals.current.wrong += 1;
      setWrongCells(new Set(r.cells.map(key)));
      return setMessage('Bu bir kelime değil, tekrar dene.');
    }
    const s = score + pointsFor(level);
    const nowFound = new Set(found).add(r.word);
    totals.current.correct += 1;
    setScore(s);
    setFound(nowFound);
    setFoundCells((fc) => new Set([...fc, ...r.cells.map(key)]));
    if (nowFound.size === puzzle.words.length) {
      setMessage('Harika! Hepsini buldun.');
      const next = nextLevel(level, roundAccuracy(nowFound.size, roundWrong.current), MAX_LEVEL);
      if (next !== level) {
        setLevel(next);
        onLevel(next, s);
      }
    } else setMessage(`Buldun: ${upperTr(r.word)}`);
  };

  /** a click, tap or Enter on a cell */
  const choose = (c: Cell) => {
    if (!pending) {
      setPending(c);
      setHover(c);
    } else if (key(pending) === key(c)) {
      setPending(null);
      setHover(null);
    } else commit(pending, c);
  };

  const onDown = (c: Cell, e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    // let the pointer move over the other cells (touch captures the pointer on its first element)
    (e.target as Element).releasePointerCapture?.(e.pointerId);
    setFocus(c);
    if (pending && key(pending) !== key(c)) return commit(pending, c);
    if (pending) {
      setPending(null);
      setHover(null);
      return;
    }
    setPending(c);
    setHover(c);
    dragging.current = true;
  };
  const onEnter = (c: Cell) => {
    if (dragging.current) setHover(c);
  };
  const onUp = (c: Cell) => {
    if (dragging.current && pending && key(pending) !== key(c)) commit(pending, c);
    dragging.current = false;
  };

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key.startsWith('Arrow')) {
      e.preventDefault();
      const n = moveCell(focus, e.key, puzzle.size);
      setFocus(n);
      if (pending) setHover(n);
      gridRef.current?.querySelector<HTMLElement>(`[data-cell="${key(n)}"]`)?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(focus);
    } else if (e.key === 'Escape') {
      setPending(null);
      setHover(null);
    }
  };

  const preview = new Set((pending && hover ? (lineCells(pending, hover) ?? [pending]) : []).map(key));

  return (
    <section className="wx-play" aria-label="Sözcük avı">
      <InfoBar left={left} score={score}>
        <span className="ex-badge">Tur {round}</span>
        <span className="ex-badge">
          Bulunan {found.size} / {puzzle.words.length}
        </span>
      </InfoBar>
      <StatusLine base="wx-status">
        {message}
      </StatusLine>
      <div className="wx-hunt">
        <div
          ref={gridRef}
          className="wx-grid"
          role="grid"
          aria-label="Harf tablosu"
          style={{ gridTemplateColumns: `repeat(${puzzle.size}, auto)` }}
          onKeyDown={onKey}
        >
          {puzzle.grid.map((row, r) => (
            <div key={`${round}-${r}`} role="row" style={{ display: 'contents' }}>
              {row.map((ch, c) => {
                const k = key([r, c]);
                const cls = `wx-cell${foundCells.has(k) ? ' found' : ''}${preview.has(k) ? ' sel' : ''}${pending && key(pending) === k ? ' start' : ''}${wrongCells.has(k) ? ' wrong' : ''}`;
                return (
                  <div
                    key={k}
                    role="gridcell"
                    className={cls}
                    data-cell={k}
                    tabIndex={focus[0] === r && focus[1] === c ? 0 : -1}
                    aria-label={`${upperTr(ch)}, satır ${r + 1}, sütun ${c + 1}`}
                    aria-selected={preview.has(k)}
                    onPointerDown={(e) => onDown([r, c], e)}
                    onPointerEnter={() => onEnter([r, c])}
                    onPointerUp={() => onUp([r, c])}
                    onFocus={() => setFocus([r, c])}
                  >
                    {upperTr(ch)}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div>
          <h2 id="wx-hunt-list" style={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            Bulunacak kelimeler
          </h2>
          <ul className="wx-words" aria-labelledby="wx-hunt-list">
            {puzzle.words.map((w) => (
              <li key={w.word} className={found.has(w.word) ? 'found' : undefined} data-start={key(entryAt(w.cells, 0))} data-end={key(entryAt(w.cells, w.cells.length - 1))}>
                {upperTr(w.word)}
                {found.has(w.word) && <span className="wx-sr"> (bulundu)</span>}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="wx-keys">Klavye: ok tuşlarıyla harfe git, ilk harfte ve son harfte Enter'a bas. Esc seçimi bırakır.</p>
    </section>
  );
}
