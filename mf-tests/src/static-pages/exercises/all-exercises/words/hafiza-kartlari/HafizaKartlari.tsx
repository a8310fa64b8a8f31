// Hafıza Kartları: the cards are shown face up, turned over, then the child finds the pairs.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nextLevel } from '../../core/levels';
import { InfoBar } from '../InfoBar';
import { useCountdown } from '../../core/use-countdown';
import type { ExerciseRunProps } from '../../core/types';
import { clockSeed, createRng } from '../random';
import { injectWordsStyle } from '../style';
import { useFinishOnce } from '../use-run';
import { StatusLine } from '../../core/StatusLine';
import {
  afterMismatch, boardColumns, cardCount, dealCards, faceUp, flip, MAX_LEVEL, MODE_RULES, newBoard, roundAccuracy, scoreAfter, startPlay,
  type Board, type CardType, type Mode,
} from './logic';

injectWordsStyle();

/** Ours: pause between a finished board and the next one. */
const NEXT_ROUND_MS = 900;

export function HafizaKartlari({ settings, level: startLevel, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  const mode = settings.mode as Mode;
  const rules = MODE_RULES[mode] ?? MODE_RULES.medium;
  const cardType = settings.card_type as CardType;
  const unitCount = Number(settings.unit_count);
  const displayMs = Number(settings.display_time) * 1000;
  const rng = useRef(createRng(clockSeed())).current;

  const [level, setLevel] = useState(startLevel);
  const [round, setRound] = useState(1);
  const [board, setBoard] = useState<Board>(() => newBoard(dealCards(rng, cardType, cardCount(unitCount, startLevel))));
  const [score, setScore] = useState(0);
  const totals = useRef({ correct: 0, wrong: 0 });
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const finish = useFinishOnce(onFinish, stopRequested, () => ({ score, correct: totals.current.correct, wrong: totals.current.wrong, level }));
  const left = useCountdown(Number(settings.exercise_duration), finish);

  // timed phases: preview → play; a wrong pair turns back; a hint ends; a finished board deals the next
  useEffect(() => {
    const t =
      board.phase === 'preview' ? setTimeout(() => setBoard(startPlay), displayMs)
      : board.phase === 'mismatch' ? setTimeout(() => setBoard((b) => afterMismatch(b, rules)), rules.mismatchMs)
      : board.phase === 'hint' ? setTimeout(() => setBoard(startPlay), rules.hintMs)
      : board.phase === 'done' ? setTimeout(() => {
          setRound((r) => r + 1);
          setBoard(newBoard(dealCards(rng, cardType, cardCount(unitCount, level))));
        }, NEXT_ROUND_MS)
      : undefined;
    return () => clearTimeout(t);
  }, [board.phase, round, displayMs, rules, rng, cardType, unitCount, level]);

  const onCard = (i: number) => {
    const r = flip(board, i);
    if (r.event === 'none') return;
    setBoard(r.board);
    const s = scoreAfter(score, r.event, level, rules);
    setScore(s);
    if (r.event === 'match' || r.event === 'round-done') totals.current.correct += 1;
    if (r.event === 'mismatch') totals.current.wrong += 1;
    if (r.event === 'round-done') {
      const next = nextLevel(level, roundAccuracy(r.board.pairsFound, r.board.wrong), MAX_LEVEL);
      if (next !== level) {
        setLevel(next);
        onLevel(next, s);
      }
    }
  };

  const cols = boardColumns(board.cards.length);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = refs.current.findIndex((el) => el === document.activeElement);
    if (i < 0) return;
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowDown' ? cols : e.key === 'ArrowUp' ? -cols : 0;
    if (d === 0) return;
    e.preventDefault();
    refs.current[Math.min(board.cards.length - 1, Math.max(0, i + d))]?.focus();
  };

  const status =
    board.phase === 'preview' ? 'Kartları aklında tut!'
    : board.phase === 'hint' ? 'İpucu: kartlara bir daha bak!'
    : board.phase === 'done' ? 'Harika! Yeni kartlar geliyor.'
    : board.phase === 'mismatch' ? 'Bu ikisi eş değil.'
    : 'Eş kartları bul.';

  return (
    <section className="wx-play" aria-label="Hafıza kartları">
      <InfoBar left={left} score={score}>
        <span className="ex-badge">Tur {round}</span>
        <span className="ex-badge">
          Eşler {board.pairsFound} / {board.cards.length / 2}
        </span>
      </InfoBar>
      <StatusLine base="wx-status" tone={board.phase === 'mismatch' ? 'bad' : board.phase === 'done' ? 'ok' : null} data-phase={board.phase}>
        {status}
      </StatusLine>
      <div className="wx-board" role="group" aria-label="Kartlar" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }} onKeyDown={onKey}>
        {board.cards.map((c, i) => {
          const up = faceUp(board, i);
          const cls = `wx-card${up ? ' up' : ''}${board.matched[i] ? ' matched' : ''}${board.phase === 'mismatch' && board.open.includes(i) ? ' wrong' : ''}`;
          return (
            <button
              key={`${round}-${i}`}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              className={cls}
              data-face={c.face.id}
              data-matched={board.matched[i] ? 'true' : 'false'}
              aria-label={up ? `Kart ${i + 1}: ${c.face.label}` : `Kart ${i + 1}: kapalı`}
              aria-disabled={board.phase !== 'play' || board.matched[i]}
              onClick={() => onCard(i)}
            >
              {up ? c.face.color ? <span className="wx-swatch" style={{ background: c.face.color }} /> : c.face.text : <span className="wx-back" />}
            </button>
          );
        })}
      </div>
      <p className="wx-keys">Kartı seçmek için tıkla ya da ok tuşlarıyla gelip Enter'a bas.</p>
    </section>
  );
}
