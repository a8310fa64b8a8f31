import {
  embeddedExerciseUrl,
  isEmbeddedType,
  launcherParams,
  levelFinishAlert,
  lookupErrorMessage,
  paramsError,
  rememberLaunch,
} from '../lib/launcher';
import { applyComplete, applyLevelProgress, parseFrameMessage } from '../lib/frame-messages';
import { defaultExerciseProgress, finishLevel, generateLevelQuestions } from '@akademi/shared/domain';

describe('exercises launcher rules', () => {
  it('reads email, key, session and type (default math)', () => {
    expect(launcherParams(new URLSearchParams('email=A@B.c&key=k&session=3'))).toEqual({ email: 'a@b.c', accessKey: 'k', session: '3', type: 'math' });
    expect(launcherParams(new URLSearchParams('type=akan-yazilar')).type).toBe('akan-yazilar');
  });

  it('checks the e-mail first, then that a key was given', () => {
    expect(paramsError(launcherParams(new URLSearchParams('key=k')))).toBe('Email parametresi eksik');
    expect(paramsError(launcherParams(new URLSearchParams('email=a@b.c')))).toBe('Geçersiz erişim anahtarı');
    expect(paramsError(launcherParams(new URLSearchParams('email=a@b.c&key=k')))).toBeNull();
  });

  it('keeps the spec messages from the server and prefixes anything else', () => {
    expect(lookupErrorMessage('Bu email sistemde kayıtlı değil')).toBe('Bu email sistemde kayıtlı değil');
    expect(lookupErrorMessage('Geçersiz erişim anahtarı')).toBe('Geçersiz erişim anahtarı');
    expect(lookupErrorMessage('timeout')).toBe('Bir hata oluştu: timeout');
  });

  it('sends the twelve listed types to the frame, anything else to maths', () => {
    expect(isEmbeddedType('hafiza-kartlari')).toBe(true);
    expect(isEmbeddedType('gruplayarak-okuma')).toBe(true);
    expect(isEmbeddedType('math')).toBe(false);
    expect(isEmbeddedType('unknown')).toBe(false);
    expect(embeddedExerciseUrl('sozcuk-avi')).toBe('/exercises/all-exercises/index.html#/oyun/sozcuk-avi');
  });

  it('stores the launch under the spec keys', () => {
    rememberLaunch(launcherParams(new URLSearchParams('email=t@a.b&key=k&session=5')), 'ogr@a.b', 't@a.b');
    expect(localStorage.getItem('exercise_email')).toBe('t@a.b');
    expect(localStorage.getItem('exercise_session')).toBe('5');
    expect(localStorage.getItem('viewing_as')).toBe('ogr@a.b');
    expect(localStorage.getItem('educator_email')).toBe('t@a.b');
  });

  it('words the level alerts with the minimum of 3 on failure', () => {
    const fail = finishLevel(defaultExerciseProgress(), 2);
    expect(levelFinishAlert(fail.finishedLevel, 2, fail.passed, fail.completedAll, fail.progress.total_score)).toBe('Level 1 başarısız. 2/5 doğru. Minimum 3 gerekli.');
    const pass = finishLevel(defaultExerciseProgress(), 3);
    expect(pass.passed).toBe(true);
    expect(levelFinishAlert(1, 3, true, false, 30)).toContain('Tebrikler! Level 1 tamamlandı!');
    expect(levelFinishAlert(10, 5, true, true, 420)).toBe('Tebrikler! Tüm seviyeleri tamamladınız! Toplam puan: 420');
  });

  it('maths level 1 questions: sums of 1–5 and 1–4, four distinct options with the answer', () => {
    for (const q of generateLevelQuestions(1, 1234)) {
      expect(q.a).toBeGreaterThanOrEqual(1);
      expect(q.a).toBeLessThanOrEqual(5);
      expect(q.b).toBeLessThanOrEqual(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
    }
  });
});

describe('embedded frame messages', () => {
  it('parses the three kinds and ignores others', () => {
    expect(parseFrameMessage({ type: 'EXERCISE_READY' })).toEqual({ type: 'EXERCISE_READY' });
    expect(parseFrameMessage({ type: 'LEVEL_PROGRESS', level: 3, score: 40 })).toEqual({ type: 'LEVEL_PROGRESS', level: 3, score: 40 });
    const done = parseFrameMessage({ type: 'EXERCISE_COMPLETE', results: { level: 2, score: 50, stats: { correct: 5, wrong: 1 } } });
    expect(done).toMatchObject({ type: 'EXERCISE_COMPLETE', results: { level: 2, score: 50, correct: 5, wrong: 1 } });
    expect(parseFrameMessage({ type: 'other' })).toBeNull();
    expect(parseFrameMessage('EXERCISE_READY')).toBeNull();
    expect(parseFrameMessage({ type: 'LEVEL_PROGRESS' })).toBeNull();
  });

  it('level progress moves the level and keeps the max; completion counts the attempt and adds the score', () => {
    const p1 = applyLevelProgress(defaultExerciseProgress(), 3, 40);
    expect(p1).toMatchObject({ current_level: 3, max_level_reached: 3, level_scores: { '3': 40 } });
    const p2 = applyLevelProgress(p1, 2, 10);
    expect(p2.max_level_reached).toBe(3);
    const p3 = applyComplete(p2, { level: 2, score: 30, correct: 3, wrong: 2, durationSeconds: 60, settings: {} });
    expect(p3).toMatchObject({ total_score: 30, level_attempts: { '2': 1 }, level_scores: { '2': 30 }, max_level_reached: 3 });
  });
});
