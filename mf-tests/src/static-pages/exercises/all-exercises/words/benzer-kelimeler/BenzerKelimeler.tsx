// Benzer Kelimeler: two look-alike words side by side — same or different? Answer before the bar runs out.
import { useEffect, useRef, useState } from 'react';
import { nextLevel } from '../../core/levels';
import { createMetronome } from '../../core/metronome';
import { InfoBar } from '../InfoBar';
import { useCountdown } from '../../core/use-countdown';
import type { ExerciseRunProps } from '../../core/types';
import { clockSeed, createRng } from '../random';
import { injectWordsStyle } from '../style';
import { useFinishOnce } from '../use-run';
import { FEEDBACK_MS, isCorrect, levelSpec, makeRound, MAX_LEVEL, pointsFor, roundAccuracy, type Pair } from './logic';
import { entryAt } from '@akademi/shared/domain';
import { StatusLine } from '../../core/StatusLine';

injectWordsStyle();

export function BenzerKelimeler({ settings, level: startLevel, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  const perRound = Number(settings.word_count_per_round);
  const rng = useRef(createRng(clockSeed())).current;
  const metronome = useRef(createMetronome(settings.metronome_enabled === true)).current;
  const [level, setLevel] = useState(startLevel);
  const [round, setRound] = useState(1);
  const [pairs, setPairs] = useState<Pair[]>(() => makeRound(rng, startLevel, perRound));
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState<{ answer: boolean | null; ok: boolean } | null>(null);
  const [score, setScore] = useState(0);
  const results = useRef<boolean[]>([]);
  const totals = useRef({ correct: 0, wrong: 0 });

  const finish = useFinishOnce(onFinish, stopRequested, () => ({ score, correct: totals.current.correct, wrong: totals.current.wrong, level }));
  const left = useCountdown(Number(settings.duration_seconds), finish);
  const pair = entryAt(pairs, index); // index < pairs.length: it only moves on inside the round, and a new round starts at 0
  const pairMs = levelSpec(level).pairMs;

  useEffect(() => () => metronome.close(), [metronome]);

  const answer = (a: boolean | null) => {
    if (answered) return;
    const ok = isCorrect(pair, a);
    setAnswered({ answer: a, ok });
    results.current.push(ok);
    if (ok) {
      totals.current.correct += 1;
      setScore((s) => s + pointsFor(level));
    } else totals.current.wrong += 1;
  };

  // a new pair: the metronome beats, the answer clock starts (no answer in time counts as wrong)
  useEffect(() => {
    if (answered) return;
    metronome.tick();
    const t = setTimeout(() => answer(null), pairMs);
    return () => clearTimeout(t);
  }, [round, index, answered === null]); // one clock per shown pair

  // after the feedback: the next pair, or at the end of the round the level rule and a new round
  useEffect(() => {
    if (!answered) return;
    const t = setTimeout(() => {
      if (index + 1 < pairs.length) {
        setIndex(index + 1);
      } else {
        const next = nextLevel(level, roundAccuracy(results.current), MAX_LEVEL);
        results.current = [];
        if (next !== level) {
          setLevel(next);
          onLevel(next, score);
        }
        setPairs(makeRound(rng, next, perRound));
        setIndex(0);
        setRound((r) => r + 1);
      }
      setAnswered(null);
    }, FEEDBACK_MS);
    return () => clearTimeout(t);
  }, [answered, index, pairs.length, level, score, onLevel, rng, perRound]);

  // keys: A or ← = Aynı, F or → = Farklı
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = e.key.toLocaleLowerCase('tr-TR');
      if (k === 'a' || e.key === 'ArrowLeft') answer(true);
      else if (k === 'f' || e.key === 'ArrowRight') answer(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <section className="wx-play" aria-label="Benzer kelimeler">
      <InfoBar left={left} score={score}>
        <span className="ex-badge">
          Tur {round} · {index + 1} / {pairs.length}
        </span>
      </InfoBar>
      <div className="wx-stage" data-same={pair.same ? 'true' : 'false'}>
        <div className="wx-pair" aria-label="Kelime çifti">
          <span>{pair.left}</span>
          <span>{pair.right}</span>
        </div>
      </div>
      <div className="wx-bar" aria-hidden="true">
        <div key={`${round}-${index}`} style={{ width: answered ? 0 : undefined, animation: answered ? 'none' : `wx-shrink ${pairMs}ms linear forwards` }} />
      </div>
      <StatusLine base="wx-status" tone={answered ? (answered.ok ? 'ok' : 'bad') : null}>
        {answered ? (answered.ok ? 'Doğru!' : answered.answer === null ? `Süre doldu. ${pair.same ? 'Aynıydı.' : 'Farklıydı.'}` : `Yanlış. ${pair.same ? 'Aynıydı.' : 'Farklıydı.'}`) : 'İki kelime aynı mı, farklı mı?'}
      </StatusLine>
      <div className="ex-actions">
        <button type="button" className="ex-choice" disabled={answered !== null} onClick={() => answer(true)} aria-keyshortcuts="A ArrowLeft">
          Aynı
        </button>
        <button type="button" className="ex-choice" disabled={answered !== null} onClick={() => answer(false)} aria-keyshortcuts="F ArrowRight">
          Farklı
        </button>
      </div>
      <p className="wx-keys">Klavye: A ya da ← aynı, F ya da → farklı.</p>
    </section>
  );
}
