import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createRng } from '@akademi/shared/domain';
import { createMetronome } from '../../core/metronome';
import { TimerBadge } from '../../core/TimerBadge';
import { useCountdown } from '../../core/use-countdown';
import type { ExerciseRunProps } from '../../core/types';
import { normalizeWord } from '../common/logic';
import { injectReadingStyle } from '../common/style';
import { levelAfterRound, makeRound, searchScore, type SearchRound } from './logic';
import { StatusLine } from '../../core/StatusLine';

/** Ours: the pause after a text is done before the next one comes. */
const NEXT_ROUND_MS = 800;
const MISS_FLASH_MS = 450;
const fmt = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

interface Tally {
  correct: number;
  wrong: number;
  level: number;
}

export function MetindeKelimeArama({ settings, level, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  injectReadingStyle();
  const rng = useMemo(() => createRng(Date.now() >>> 0), []);
  const target = normalizeWord(String(settings.target_word));
  const [round, setRound] = useState<SearchRound>(() => makeRound(target, level, rng));
  const [found, setFound] = useState<ReadonlySet<number>>(() => new Set());
  const [miss, setMiss] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [tally, setTally] = useState<Tally>({ correct: 0, wrong: 0, level });
  const ref = useRef({ tally: { correct: 0, wrong: 0, level } as Tally, found: new Set<number>(), roundWrong: 0, busy: false, done: false });

  const finish = useCallback(() => {
    const s = ref.current;
    if (s.done) return;
    s.done = true;
    onFinish({ score: searchScore(s.tally.correct, s.tally.wrong), correct: s.tally.correct, wrong: s.tally.wrong, level: s.tally.level });
  }, [onFinish]);
  const left = useCountdown(Number(settings.duration_seconds), finish);
  useEffect(() => {
    if (stopRequested) finish();
  }, [stopRequested, finish]);

  useEffect(() => {
    if (settings.metronome_enabled !== true) return;
    // ours: one click a second gives the scanning a steady rhythm
    const m = createMetronome(true);
    const t = setInterval(() => m.tick(), 1000);
    return () => {
      clearInterval(t);
      m.close();
    };
  }, [settings.metronome_enabled]);

  const endRound = useCallback(
    (all: boolean) => {
      const s = ref.current;
      if (s.done || s.busy) return;
      s.busy = true;
      const r = levelAfterRound(s.tally.level, s.found.size, round.targets.length, s.roundWrong);
      s.tally = { ...s.tally, level: r.level };
      setTally(s.tally);
      if (r.passed) onLevel(r.level, searchScore(s.tally.correct, s.tally.wrong));
      setMessage(all ? (r.passed ? `Harika! Hepsini buldun. Seviye ${r.level}.` : 'Hepsini buldun!') : 'Yeni metin geliyor.');
      setTimeout(() => {
        if (s.done) return;
        s.found = new Set();
        s.roundWrong = 0;
        s.busy = false;
        setFound(new Set());
        setMessage('');
        setRound(makeRound(target, s.tally.level, rng));
      }, NEXT_ROUND_MS);
    },
    [round, onLevel, target, rng],
  );

  const click = (i: number) => {
    const s = ref.current;
    if (s.done || s.busy || s.found.has(i)) return;
    if (round.targets.includes(i)) {
      s.found = new Set(s.found).add(i);
      s.tally = { ...s.tally, correct: s.tally.correct + 1 };
      setFound(s.found);
      setTally(s.tally);
      if (s.found.size === round.targets.length) endRound(true);
    } else {
      s.roundWrong += 1;
      s.tally = { ...s.tally, wrong: s.tally.wrong + 1 };
      setTally(s.tally);
      setMiss(i);
      setTimeout(() => setMiss((m) => (m === i ? null : m)), MISS_FLASH_MS);
    }
  };

  /** ← → move between words (Tab works too); Enter or space clicks the focused word. */
  const moveFocus = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const el = e.target instanceof HTMLElement ? e.target : null;
    const next = e.key === 'ArrowRight' ? el?.nextElementSibling : el?.previousElementSibling;
    if (next instanceof HTMLElement) {
      e.preventDefault();
      next.focus();
    }
  };

  return (
    <section className="rx-play" aria-label="Egzersiz alanı">
      <div className="rx-bar">
        <span className="rx-target">
          Aranan kelime: <strong data-testid="target-word">{target}</strong>
        </span>
        <span className="ex-badge" aria-live="polite">
          Bulunan {fmt(found.size)} / {fmt(round.targets.length)}
        </span>
        <span className="ex-badge">
          Doğru {fmt(tally.correct)} · Yanlış {fmt(tally.wrong)}
        </span>
        <TimerBadge seconds={left} />
      </div>
      <div className="rx-text rx-words" role="group" aria-label="Metin" data-testid="search-text" data-round-size={round.targets.length} onKeyDown={moveFocus}>
        {round.tokens.map((t, i) => (
          <button
            key={`${i}-${t}`}
            type="button"
            className={`rx-word${found.has(i) ? ' found' : miss === i ? ' miss' : ''}`}
            aria-pressed={found.has(i)}
            data-word={normalizeWord(t)}
            onClick={() => click(i)}
          >
            {t}
          </button>
        ))}
      </div>
      <StatusLine base="rx-feedback" tone="ok">
        {message}
      </StatusLine>
      <div className="ex-actions">
        <button type="button" className="ex-choice" onClick={() => endRound(false)}>
          Yeni Metin
        </button>
      </div>
      <p className="rx-muted">Kelimelere tıklayabilir, dokunabilir ya da Sekme (Tab) ve ← → oklarıyla gelip Enter’a basabilirsin.</p>
    </section>
  );
}
