import { judgeStep, nextHasTarget, outcomeCounts } from '../go-no-go';
import { pointsFor, record, startTally } from '../tally';

describe('tally', () => {
  it('adds 10 × level per correct answer and counts wrong ones', () => {
    const r = record(startTally(3), 2, 1, 10, 10);
    expect(r.tally).toEqual({ level: 3, score: 60, correct: 2, wrong: 1, roundCorrect: 2, roundWrong: 1 });
    expect(r.roundClosed).toBe(false);
    expect(pointsFor(7)).toBe(70);
  });

  it('closes a full round: 8 of 10 moves up (passed), 4 of 10 moves down, 6 of 10 stays', () => {
    const up = record({ ...startTally(2), roundCorrect: 7, roundWrong: 2, correct: 7, wrong: 2, score: 140 }, 1, 0, 10, 10);
    expect(up).toEqual({ tally: { level: 3, score: 160, correct: 8, wrong: 2, roundCorrect: 0, roundWrong: 0 }, passed: true, roundClosed: true });
    const down = record({ ...startTally(2), roundCorrect: 4, roundWrong: 5 }, 0, 1, 10, 10);
    expect(down.tally.level).toBe(1);
    expect(down.passed).toBe(false);
    const stay = record({ ...startTally(2), roundCorrect: 5, roundWrong: 4 }, 1, 0, 10, 10);
    expect(stay.tally.level).toBe(2);
    expect(stay.roundClosed).toBe(true);
  });

  it('never passes the top level', () => {
    const r = record({ ...startTally(5), roundCorrect: 9 }, 1, 0, 10, 5);
    expect(r.tally.level).toBe(5);
    expect(r.passed).toBe(false);
  });
});

describe('go / no-go steps', () => {
  it('judges presses against the target', () => {
    expect(judgeStep(true, true)).toBe('hit');
    expect(judgeStep(true, false)).toBe('miss');
    expect(judgeStep(false, true)).toBe('false-alarm');
    expect(judgeStep(false, false)).toBe('quiet');
    expect(outcomeCounts('hit')).toEqual({ correct: 1, wrong: 0 });
    expect(outcomeCounts('miss')).toEqual({ correct: 0, wrong: 1 });
    expect(outcomeCounts('false-alarm')).toEqual({ correct: 0, wrong: 1 });
    expect(outcomeCounts('quiet')).toEqual({ correct: 0, wrong: 0 });
  });

  it('never shows the target on two steps in a row', () => {
    expect(nextHasTarget(() => 0, 1, true)).toBe(false);
    expect(nextHasTarget(() => 0.2, 0.3, false)).toBe(true);
    expect(nextHasTarget(() => 0.4, 0.3, false)).toBe(false);
  });
});
