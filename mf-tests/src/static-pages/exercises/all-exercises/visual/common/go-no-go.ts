// The "press when the target shows" model of the paced exercises (büyüyen-genişleyen, zikzak):
// each paced step either carries the target or not; the child presses at most once per step.
export type StepOutcome = 'hit' | 'miss' | 'false-alarm' | 'quiet';

/** A press on a target step is a hit, no press a miss; a press without target a false alarm. */
export function judgeStep(target: boolean, pressed: boolean): StepOutcome {
  if (target) return pressed ? 'hit' : 'miss';
  return pressed ? 'false-alarm' : 'quiet';
}

/** How an outcome counts: hits are correct, misses and false alarms wrong, quiet steps nothing. */
export function outcomeCounts(o: StepOutcome): { correct: number; wrong: number } {
  if (o === 'hit') return { correct: 1, wrong: 0 };
  if (o === 'quiet') return { correct: 0, wrong: 0 };
  return { correct: 0, wrong: 1 };
}

/** Whether the next step carries the target: chance `p`, never twice in a row (a fresh decision each time). */
export function nextHasTarget(rng: () => number, p: number, previousHadTarget: boolean): boolean {
  if (previousHadTarget) return false;
  return rng() < p;
}
