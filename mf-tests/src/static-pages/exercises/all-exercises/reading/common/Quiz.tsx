// The comprehension questions after a passage: one question at a time, four options (mouse/touch,
// or keys 1–4 / A–D), a short right/wrong flash, then the next question. The right option carries
// data-right="true" for the e2e script (not shown).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuizItem } from './logic';
import { StatusLine } from '../../core/StatusLine';

/** Ours: how long the right/wrong flash stays before the next question. */
export const QUIZ_FEEDBACK_MS = 700;
const KEYS = ['A', 'B', 'C', 'D'];

interface Props {
  items: readonly QuizItem[];
  /** one answer given (the parent keeps the tally) */
  onAnswer: (ok: boolean) => void;
  /** every question answered */
  onDone: () => void;
}

export function Quiz({ items, onAnswer, onDone }: Props) {
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const busy = useRef(false);
  const item = items[index];
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, [index]);

  const choose = useCallback(
    (i: number) => {
      if (busy.current || !item) return;
      busy.current = true;
      setPicked(i);
      onAnswer(i === item.answer);
      setTimeout(() => {
        busy.current = false;
        setPicked(null);
        if (index + 1 >= items.length) onDone();
        else setIndex(index + 1);
      }, QUIZ_FEEDBACK_MS);
    },
    [item, index, items.length, onAnswer, onDone],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = e.key.toUpperCase();
      const i = /^[1-4]$/.test(k) ? Number(k) - 1 : KEYS.indexOf(k);
      if (i < 0 || !item || i >= item.options.length) return;
      e.preventDefault();
      choose(i);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choose, item]);

  if (!item) return null;
  const ok = picked !== null && picked === item.answer;
  return (
    <section className="rx-quiz" aria-label="Sorular">
      <p className="rx-muted" aria-live="polite">
        Soru {index + 1} / {items.length}
      </p>
      <h2 id="rx-question">{item.text}</h2>
      <div className="rx-options" role="group" aria-labelledby="rx-question">
        {item.options.map((o, i) => {
          const cls = picked === null ? '' : i === item.answer ? ' ok' : i === picked ? ' bad' : '';
          return (
            <button key={o} ref={i === 0 ? first : undefined} type="button" className={`ex-choice${cls}`} aria-disabled={picked !== null} data-right={i === item.answer ? 'true' : undefined} onClick={() => choose(i)}>
              <span className="rx-key" aria-hidden="true">
                {KEYS[i]}
              </span>
              <span>{o}</span>
            </button>
          );
        })}
      </div>
      <StatusLine base="rx-feedback" tone={picked === null ? null : ok ? 'ok' : 'bad'}>
        {picked === null ? '' : ok ? 'Doğru!' : 'Yanlış — doğru cevap yeşil.'}
      </StatusLine>
    </section>
  );
}

/** The quiz phase of a paced reading exercise: the passage's questions under its title. */
export function PassageQuiz({ title, ...quiz }: Props & { title: string }) {
  return (
    <section className="rx-play" aria-label="Egzersiz alanı">
      <p className="rx-muted">“{title}” metniyle ilgili soruları cevapla.</p>
      <Quiz {...quiz} />
    </section>
  );
}
