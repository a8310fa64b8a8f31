// Hafıza (memory) summary fields — the pure function the Hafıza page stores with its row and the
// database recomputes on every insert/update (memory_derive_scores, migration 20261123000920;
// parity test supabase/tests/schema/derived-scores.test.ts). Documented in docs/tests/hafiza.md.
import { roundTo } from '../../numbers.ts';

export type MemoryPart = 'short_visual' | 'short_auditory' | 'long_visual' | 'long_auditory';
export type AnswerInput = 'pointer' | 'keyboard';

/** One stored answer (an element of detailed_answers.<part>). */
export interface MemoryAnswer {
  part: MemoryPart;
  n: number;
  target: string;
  options: readonly string[];
  correctIndex: number;
  chosenIndex: number;
  chosen: string;
  /** seconds from the options' onset to the answer (spec 2 §3 unit), 3 decimals = 1 ms */
  responseTime: number;
  isCorrect: boolean;
  /** answered faster than MIN_PLAUSIBLE_RT_MS (spec 2 §5): scored incorrect */
  implausible: boolean;
  focusLost: boolean;
  droppedFrames: boolean;
  input: AnswerInput;
}

/** how the scored words were presented: all spoken, all as text, or speech failed midway */
export type AuditoryPresentation = 'speech' | 'text' | 'mixed';

export function auditoryPresentation(count: { spoken: number; text: number }): AuditoryPresentation {
  if (count.text === 0) return 'speech';
  return count.spoken === 0 ? 'text' : 'mixed';
}

export type DetailedAnswers = Record<MemoryPart, MemoryAnswer[]> & {
  /** how the scored words were presented (text when there is no Turkish voice) */
  auditory_presentation: AuditoryPresentation;
};

export interface MemoryRowFields {
  accuracy_percentage: number;
  success_rate: number;
  short_visual_accuracy: number;
  short_auditory_accuracy: number;
  long_visual_accuracy: number;
  long_auditory_accuracy: number;
  correct_answers: number;
  total_questions: number;
  test_duration_seconds: number;
  detailed_answers: DetailedAnswers;
}

const percent = (correct: number, total: number): number => (total === 0 ? 0 : roundTo((correct / total) * 100, 2));

/**
 * part accuracy = correct answers of the part / questions of the part × 100 (2 decimals);
 * accuracy_percentage (= success_rate) = all correct / all questions × 100 (2 decimals);
 * duration = wall time of the scored part in seconds (2 decimals).
 */
export function memoryFields(answers: readonly MemoryAnswer[], scoredDurationMs: number, presentation: AuditoryPresentation): MemoryRowFields {
  const byPart = (p: MemoryPart) => answers.filter((a) => a.part === p);
  const acc = (p: MemoryPart) => {
    const list = byPart(p);
    return percent(list.filter((a) => a.isCorrect).length, list.length);
  };
  const correct = answers.filter((a) => a.isCorrect).length;
  const overall = percent(correct, answers.length);
  return {
    accuracy_percentage: overall,
    success_rate: overall,
    short_visual_accuracy: acc('short_visual'),
    short_auditory_accuracy: acc('short_auditory'),
    long_visual_accuracy: acc('long_visual'),
    long_auditory_accuracy: acc('long_auditory'),
    correct_answers: correct,
    total_questions: answers.length,
    test_duration_seconds: roundTo(scoredDurationMs / 1000, 2),
    detailed_answers: {
      short_visual: byPart('short_visual'),
      short_auditory: byPart('short_auditory'),
      long_visual: byPart('long_visual'),
      long_auditory: byPart('long_auditory'),
      auditory_presentation: presentation,
    },
  };
}
