// The Hafıza page's screens (rendering only; the sequence is use-hafiza-run.ts): the ready cards
// of the parts, the study stage, the 4-option questions and the filler count.
import type { PointerEvent as ReactPointerEvent } from 'react';
import { PhaseCard } from '../../lib/PhaseScreens';
import { AUDITORY_STUDY, partModality, PRACTICE_AUDITORY_STUDY, PRACTICE_VISUAL_STUDY, VISUAL_STUDY, type FillerQuestion, type MemoryQuestion, type PictureId } from '@akademi/shared/domain/battery/hafiza/design';
import { Picture } from './Picture';
import type { AnswerHandler, ReadyStage, Screen } from './use-hafiza-run';

export const NO_VOICE_NOTICE = 'Bu cihazda sesli okuma yok; kelimeler ekranda tek tek gösterilecek.';

export function NoVoiceNotice() {
  return (
    <p className="hz-notice" role="note">
      {NO_VOICE_NOTICE}
    </p>
  );
}

function questionTitle(q: MemoryQuestion, spoken: boolean): string {
  switch (q.part) {
    case 'short_visual':
      return 'Bu resimlerden hangisini gördün?';
    case 'short_auditory':
      return spoken ? 'Bu kelimelerden hangisini duydun?' : 'Bu kelimelerden hangisini gördün?';
    case 'long_visual':
      return 'En başta gördüğün resimlerden hangisi burada?';
    case 'long_auditory':
      return spoken ? 'En başta duyduğun kelimelerden hangisi burada?' : 'En başta okuduğun kelimelerden hangisi burada?';
  }
}

/** Pointer press (its time is the answer time) and keyboard activation of option `i`. */
function optionProps(i: number, answer: AnswerHandler) {
  return {
    onPointerDown: (e: ReactPointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      e.preventDefault(); // no focus move; the press time is the answer time
      answer(i, e.timeStamp, 'pointer');
    },
    // Enter / Space on a focused option (keyboard activation: detail 0)
    onClick: (e: { detail: number; timeStamp: number }) => {
      if (e.detail === 0) answer(i, e.timeStamp, 'keyboard');
    },
  };
}

export function ReadyCard({ stage, spoken, onReady }: { stage: ReadyStage; spoken: boolean; onReady: () => void }) {
  const title =
    stage === 'visual'
      ? '1. Bölüm: Resimler'
      : stage === 'practice-visual'
        ? 'Resimlere dikkatle bak'
        : stage === 'auditory'
          ? '2. Bölüm: Kelimeler'
          : stage === 'practice-auditory'
            ? spoken
              ? 'Kelimeleri dikkatle dinle'
              : 'Kelimeleri dikkatle oku'
            : '3. Bölüm: Hatırla';
  return (
    <PhaseCard title={title} data-ready={stage} action={{ label: 'Hazırım', onClick: onReady, autoFocus: true }}>
      {(stage === 'practice-visual' || stage === 'visual') && (
        <p>Ekranda tek tek {stage === 'visual' ? VISUAL_STUDY.length : PRACTICE_VISUAL_STUDY.length} resim göreceksin. Hepsini aklında tut.</p>
      )}
      {(stage === 'practice-auditory' || stage === 'auditory') && (
        <>
          <p>
            {spoken ? 'Şimdi' : 'Ekranda tek tek'} {stage === 'auditory' ? AUDITORY_STUDY.length : PRACTICE_AUDITORY_STUDY.length}{' '}
            {spoken ? 'kelime duyacaksın.' : 'kelime göreceksin.'} Hepsini aklında tut.
          </p>
          {!spoken && <NoVoiceNotice />}
        </>
      )}
      {stage === 'delayed' && (
        <>
          <p>En başta {spoken ? 'gördüğün resimleri ve duyduğun kelimeleri' : 'gördüğün resimleri ve okuduğun kelimeleri'} hatırlamaya çalış.</p>
          <p>Bu sefer onları tekrar göstermeyeceğim.</p>
        </>
      )}
    </PhaseCard>
  );
}

/** The study stage: a picture, the speaker while a word is read aloud, or the word as text. */
export function StudyStage({ screen }: { screen: Screen }) {
  return (
    <div className="tp-stage hz-stage" data-testid="stage">
      {screen.kind === 'study-picture' && (
        <div data-study-item={screen.id} data-study-index={screen.index}>
          <Picture id={screen.id} size={240} />
        </div>
      )}
      {screen.kind === 'study-word' &&
        (screen.spoken ? (
          <div className="hz-speaker" data-study-item={screen.word} data-study-index={screen.index} data-spoken="">
            <span aria-hidden="true">🔊</span>
            <span>Dinle…</span>
          </div>
        ) : (
          <div className="hz-word" data-study-item={screen.word} data-study-index={screen.index}>
            {screen.word}
          </div>
        ))}
    </div>
  );
}

export function QuestionView({ q, spoken, answer }: { q: MemoryQuestion; spoken: boolean; answer: AnswerHandler }) {
  const visual = partModality(q.part) === 'visual';
  return (
    <section className="hz-question" data-question={q.part} aria-labelledby="hz-q-title">
      <h1 id="hz-q-title">{questionTitle(q, spoken)}</h1>
      <div className="hz-options" role="group" aria-label="Seçenekler">
        {q.options.map((o, i) => (
          <button key={o} type="button" className={`hz-option ${visual ? 'hz-option-picture' : 'hz-option-word'}`} data-option={o} {...optionProps(i, answer)}>
            <span className="hz-key" aria-hidden="true">
              {i + 1}
            </span>
            {visual ? <Picture id={o as PictureId} size={130} /> : <span className="hz-option-text">{o}</span>}
          </button>
        ))}
      </div>
      <p className="hz-hint">Dokun ya da 1, 2, 3, 4 tuşlarından birine bas.</p>
    </section>
  );
}

export function FillerView({ q, answer }: { q: FillerQuestion; answer: AnswerHandler }) {
  return (
    <section className="hz-question" data-filler={q.n} data-count={q.count} aria-labelledby="hz-f-title">
      <h1 id="hz-f-title">Kaç tane top var?</h1>
      <div className="hz-balls">
        <svg viewBox={`0 0 ${q.count * 60} 60`} width={Math.min(q.count * 60, 480)} role="img" aria-label="Toplar">
          {Array.from({ length: q.count }, (_, i) => (
            <circle key={i} cx={30 + i * 60} cy={i % 2 === 0 ? 24 : 36} r="22" fill="#f97316" stroke="#c2410c" strokeWidth="4" />
          ))}
        </svg>
      </div>
      <div className="hz-options" role="group" aria-label="Seçenekler">
        {q.options.map((o, i) => (
          <button key={o} type="button" className="hz-option hz-option-word" data-option={String(o)} aria-label={`${i + 1}: ${o}`} {...optionProps(i, answer)}>
            <span className="hz-key" aria-hidden="true">
              {i + 1}
            </span>
            <span className="hz-option-text">{o}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
