// The Veli Anketi page (spec 3 §2.6, §3 parent_survey_results): 40 questions in four sections,
// one answer scale, a progress indicator, validation that all 40 are answered (the message points
// at the first unanswered one), then total_score + answers saved for the registered session and a
// thank-you screen. Questions, scale and scoring: shared/src/domain/survey/parent-survey.ts.
import { useRef, useState, type FormEvent } from 'react';
import {
  PARENT_SURVEY_QUESTION_COUNT,
  PARENT_SURVEY_SCALE,
  PARENT_SURVEY_SECTIONS,
  answeredCount,
  firstUnanswered,
  scoreSurvey,
  surveyValidationMessage,
} from '@akademi/shared/domain/survey/parent-survey';
import type { TestSessionParams } from '../../lib/session-params';
import type { SaveOutcome } from '../../lib/result-saver';
import { SaveEndPage, type SaveEndTexts } from '../../lib/PhaseScreens';

export const PARENT_SURVEY_TABLE = 'parent_survey_results';

export interface ParentSurveyProps {
  params: TestSessionParams;
  /** stores one row; the page passes the shared result saver (pending queue) */
  save: (table: string, row: Record<string, unknown>) => Promise<SaveOutcome>;
}

/** The survey's end texts (the parent is addressed formally). */
const SURVEY_SAVE_TEXTS: SaveEndTexts = {
  saving: 'Yanıtlar kaydediliyor...',
  done: 'Teşekkür ederiz',
  stored: 'Anket yanıtlarınız kaydedildi. Bu pencereyi kapatabilirsiniz.',
  pending: 'Yanıtlar henüz kaydedilemedi; bağlantı gelince otomatik olarak yeniden denenecek. Lütfen bu pencereyi kapatmayın.',
};

type Phase = { kind: 'form' } | { kind: 'saving' } | { kind: 'done'; outcome: SaveOutcome };

export function ParentSurvey({ params, save }: ParentSurveyProps) {
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [invalidId, setInvalidId] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const formRef = useRef<HTMLFormElement>(null);
  const answered = answeredCount(answers);

  const choose = (questionId: number, value: number) => {
    setAnswers((cur) => ({ ...cur, [questionId]: value }));
    if (invalidId === questionId) {
      setInvalidId(null);
      setError(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = surveyValidationMessage(answers);
    if (message) {
      const first = firstUnanswered(answers);
      setError(message);
      setInvalidId(first?.id ?? null);
      const input = formRef.current?.querySelector<HTMLInputElement>(`input[name="q${first?.id}"]`);
      input?.scrollIntoView?.({ block: 'center' });
      input?.focus();
      return;
    }
    const scored = scoreSurvey(answers);
    setPhase({ kind: 'saving' });
    void save(PARENT_SURVEY_TABLE, {
      student_id: params.studentId,
      conducted_by: params.conductedBy,
      session_id: params.sessionId,
      total_score: scored.total_score,
      answers: scored.answers,
    }).then((outcome) => setPhase({ kind: 'done', outcome }));
  };

  if (phase.kind === 'saving' || phase.kind === 'done') return <SaveEndPage outcome={phase.kind === 'saving' ? 'saving' : phase.outcome} texts={SURVEY_SAVE_TEXTS} />;

  const percent = Math.round((answered / PARENT_SURVEY_QUESTION_COUNT) * 100);
  return (
    <main className="tp-page va-page">
      <section className="tp-card va-card">
        <h1>Veli Anketi</h1>
        <p>
          Aşağıdaki {PARENT_SURVEY_QUESTION_COUNT} ifade, çocuğunuzun evdeki dikkat, düzen ve davranışlarıyla ilgilidir. Her ifade için son birkaç aydaki durumu en iyi anlatan
          seçeneği işaretleyin: {PARENT_SURVEY_SCALE.map((s) => s.label).join(', ')}. Doğru ya da yanlış cevap yoktur.
        </p>
      </section>
      <div className="tp-progress va-progress">
        <span>
          Yanıtlanan: {answered} / {PARENT_SURVEY_QUESTION_COUNT}
        </span>
        <div className="tp-progress-bar" role="progressbar" aria-label="Anket ilerlemesi" aria-valuemin={0} aria-valuemax={PARENT_SURVEY_QUESTION_COUNT} aria-valuenow={answered}>
          <div className="tp-progress-fill" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <form ref={formRef} className="va-form" onSubmit={submit} noValidate>
        {PARENT_SURVEY_SECTIONS.map((section, si) => (
          <section key={section.id} className="tp-card va-card" aria-labelledby={`va-section-${section.id}`}>
            <h2 id={`va-section-${section.id}`}>
              {si + 1}. Bölüm: {section.title}
            </h2>
            {section.questions.map((q) => (
              <div
                key={q.id}
                className={`va-question${invalidId === q.id ? ' va-invalid' : ''}`}
                role="radiogroup"
                aria-labelledby={`va-q-${q.id}`}
                aria-required="true"
                aria-invalid={invalidId === q.id ? 'true' : undefined}
              >
                <p id={`va-q-${q.id}`} className="va-text">
                  {q.id}. {q.text}
                </p>
                <div className="va-options">
                  {PARENT_SURVEY_SCALE.map((s) => (
                    <label key={s.value} className={`va-option${answers[q.id] === s.value ? ' va-checked' : ''}`}>
                      <input type="radio" name={`q${q.id}`} value={s.value} checked={answers[q.id] === s.value} onChange={() => choose(q.id, s.value)} />
                      {s.label}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </section>
        ))}
        {error ? (
          <p className="tp-error va-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="tp-button">
          Anketi Gönder
        </button>
      </form>
    </main>
  );
}

/** Page-specific CSS (the common tp-* styles come from lib/page-style). */
export const PARENT_SURVEY_CSS = `
.va-page{justify-content:flex-start;user-select:text;-webkit-user-select:text}
.va-card{text-align:left}
.va-card h1{text-align:center}
.va-card h2{font-size:1.35rem;margin:0 0 12px}
.va-progress{position:sticky;top:0;z-index:1;background:#f4f7fb;padding:8px 0}
.va-form{display:flex;flex-direction:column;align-items:center;gap:24px;width:100%;max-width:760px}
.va-question{border-top:1px solid #e5e9f0;padding:14px 0}
.va-question.va-invalid{background:#fef2f2;border-radius:8px;padding:14px 8px}
.va-text{font-size:1.1rem;margin:0 0 10px}
.va-options{display:flex;flex-wrap:wrap;gap:8px}
.va-option{display:flex;align-items:center;gap:6px;border:1px solid #cbd5e1;border-radius:10px;padding:8px 12px;cursor:pointer;font-size:1rem}
.va-option.va-checked{border-color:#2563eb;background:#eff6ff}
.va-option input{width:18px;height:18px}
.va-error{font-size:1.15rem;font-weight:600;text-align:center}
`;
