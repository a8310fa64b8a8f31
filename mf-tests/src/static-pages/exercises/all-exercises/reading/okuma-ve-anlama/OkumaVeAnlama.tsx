import { useMemo, useRef, useState } from 'react';
import { createRng } from '@akademi/shared/domain';
import { TimerBadge } from '../../core/TimerBadge';
import { useCountdown } from '../../core/use-countdown';
import type { ExerciseRunProps } from '../../core/types';
import type { Passage, SchoolLevel } from '../content/texts';
import { buildQuiz, wordCount, type PassageSort, type QuizItem } from '../common/logic';
import { Quiz } from '../common/Quiz';
import { injectReadingStyle } from '../common/style';
import { useQuizTally } from '../common/use-quiz-tally';
import { comprehensionLevel, MAX_LEVEL, offeredPassages, readingLimitSeconds, scoreBreakdown, type ScoreBreakdown } from './logic';

const fmt = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

type Phase = { kind: 'pick' } | { kind: 'read'; passage: Passage } | { kind: 'quiz'; passage: Passage; quiz: QuizItem[]; readMs: number } | { kind: 'summary'; passage: Passage; breakdown: ScoreBreakdown };

function PassageText({ passage, fontSize }: { passage: Passage; fontSize: number }) {
  return (
    <article className="rx-text" style={{ fontSize: `${fontSize}px` }} aria-label="Metin">
      <h2>{passage.title}</h2>
      <p style={{ margin: 0 }}>{passage.text}</p>
    </article>
  );
}

function ReadingTimer({ seconds, onEnd }: { seconds: number; onEnd: () => void }) {
  const left = useCountdown(seconds, onEnd);
  return <TimerBadge seconds={left} />;
}

export function OkumaVeAnlama({ settings, level, onLevel, onFinish, stopRequested }: ExerciseRunProps) {
  injectReadingStyle();
  const rng = useMemo(() => createRng(Date.now() >>> 0), []);
  const grade = String(settings.level) as SchoolLevel;
  const offered = useMemo(() => offeredPassages(String(settings.category), grade, settings.sort as PassageSort, rng), [settings.category, grade, settings.sort, rng]);
  const rules = comprehensionLevel(level);
  const fontSize = Number(settings.font_size);
  const [phase, setPhase] = useState<Phase>({ kind: 'pick' });
  const readStart = useRef(0);
  const { tally, current, answer, finish, onStop } = useQuizTally({ level, maxLevel: MAX_LEVEL, onLevel, onFinish, stopRequested });

  const startReading = (passage: Passage) => {
    readStart.current = performance.now();
    setPhase({ kind: 'read', passage });
  };
  const doneReading = () =>
    setPhase((p) => (p.kind === 'read' ? { kind: 'quiz', passage: p.passage, quiz: buildQuiz(p.passage.questions, rules.questions, rng), readMs: performance.now() - readStart.current } : p));
  const quizDone = () =>
    setPhase((p) => {
      if (p.kind !== 'quiz') return p;
      const { correct, wrong } = current();
      const breakdown = scoreBreakdown(wordCount(p.passage.text), p.readMs, correct, correct + wrong);
      onStop.current = { quizDone: true, bonus: breakdown.bonus };
      return { kind: 'summary', passage: p.passage, breakdown };
    });

  if (phase.kind === 'pick') {
    return (
      <section className="rx-play" aria-label="Egzersiz alanı">
        <section className="ex-card">
          <h2>Okumak istediğin metni seç</h2>
          <ul className="rx-list" aria-label="Metinler">
            {offered.map((p) => (
              <li key={p.id}>
                <button type="button" className="ex-choice" onClick={() => startReading(p)}>
                  <span>{p.title}</span>
                  <span className="rx-muted">{fmt(wordCount(p.text))} kelime</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </section>
    );
  }
  if (phase.kind === 'read') {
    return (
      <section className="rx-play" aria-label="Egzersiz alanı">
        <div className="rx-bar">
          <span className="rx-muted">Metni dikkatle oku; bitirince düğmeye bas.</span>
          {rules.timed && <ReadingTimer seconds={readingLimitSeconds(phase.passage.text, grade)} onEnd={doneReading} />}
        </div>
        <PassageText passage={phase.passage} fontSize={fontSize} />
        <div className="ex-actions">
          <button type="button" className="tp-button" onClick={doneReading}>
            Okumayı Bitirdim
          </button>
        </div>
      </section>
    );
  }
  if (phase.kind === 'quiz') {
    return (
      <section className="rx-play" aria-label="Egzersiz alanı">
        {rules.textVisible ? <PassageText passage={phase.passage} fontSize={fontSize} /> : <p className="rx-muted">Metin kapandı; hatırladıklarınla cevapla.</p>}
        <Quiz items={phase.quiz} onAnswer={answer} onDone={quizDone} />
        <p className="rx-muted" aria-live="polite">
          Doğru: {fmt(tally.correct)} · Yanlış: {fmt(tally.wrong)}
        </p>
      </section>
    );
  }
  const b = phase.breakdown;
  return (
    <section className="rx-play" aria-label="Egzersiz alanı">
      <section className="ex-card" aria-label="Puan dökümü">
        <h2>Puan dökümü</h2>
        <dl className="rx-breakdown">
          <dt>Okuma süresi (sn)</dt>
          <dd>{fmt(b.seconds)}</dd>
          <dt>Okuma hızı (kelime/dk)</dt>
          <dd data-testid="wpm">{fmt(b.wpm)}</dd>
          <dt>Doğru cevap</dt>
          <dd>
            {fmt(b.correct)} / {fmt(b.total)}
          </dd>
          <dt>Cevap puanı</dt>
          <dd>{fmt(b.answerPoints)}</dd>
          <dt>Hız bonusu</dt>
          <dd>{fmt(b.bonus)}</dd>
          <dt>Toplam puan</dt>
          <dd data-testid="total-score">{fmt(b.score)}</dd>
        </dl>
        <div className="ex-actions">
          <button type="button" className="tp-button" onClick={() => finish(true, b.bonus)}>
            Sonucu Gör
          </button>
        </div>
      </section>
    </section>
  );
}
