import { EMBEDDED_EXERCISES, EXERCISE_SETTINGS_FIELDS, exerciseSettingsKind } from '@akademi/shared/domain';
import { parseFrameMessage } from '../../../../../features/exercises/lib/frame-messages';
import { clampLevel, levelRow, levelTable, nextLevel } from '../levels';
import { accuracyPercent, completeMessage, createHostLink, FIRST_PLAY, INIT_WAIT_MS, levelProgressMessage, parseInitProgress } from '../protocol';
import { defaultSettings, validateSettings } from '../settings';
import { typeFromHash } from '../ExerciseApp';
import type { SettingField } from '../types';
import { EXERCISES } from '../../registry';

describe('frame protocol (app side)', () => {
  it('reads INIT_PROGRESS, treating missing or bad fields as a first play', () => {
    expect(parseInitProgress({ type: 'INIT_PROGRESS', progress: { current_level: 4, max_level_reached: 6, total_score: 120 } })).toEqual({ current_level: 4, max_level_reached: 6, total_score: 120 });
    expect(parseInitProgress({ type: 'INIT_PROGRESS', progress: null })).toEqual(FIRST_PLAY);
    expect(parseInitProgress({ type: 'INIT_PROGRESS', progress: { current_level: -3, total_score: 'x' } })).toEqual(FIRST_PLAY);
    expect(parseInitProgress({ type: 'LEVEL_PROGRESS' })).toBeNull();
    expect(parseInitProgress('INIT_PROGRESS')).toBeNull();
  });

  it('sends messages the launcher understands (round trip through the host parser)', () => {
    expect(parseFrameMessage(levelProgressMessage(3, 40))).toEqual({ type: 'LEVEL_PROGRESS', level: 3, score: 40 });
    const msg = completeMessage({ level: 5, score: 90, correct: 9, wrong: 1, accuracy: 90, durationSeconds: 61, settings: { grid_size: 5 } });
    expect(parseFrameMessage(msg)).toEqual({
      type: 'EXERCISE_COMPLETE',
      results: { level: 5, score: 90, correct: 9, wrong: 1, durationSeconds: 61, settings: { grid_size: 5 } },
    });
    expect(msg.results.stats.correct).toBe(9); // spec 3 §4: results with level and stats.correct
  });

  it('accuracy is the rounded share of correct answers, 0 when nothing was answered', () => {
    expect(accuracyPercent(2, 1)).toBe(67);
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(5, 0)).toBe(100);
  });

  it('says EXERCISE_READY to the parent and resolves with INIT_PROGRESS from it only', async () => {
    jest.useFakeTimers();
    const posted: unknown[] = [];
    const listeners: ((e: MessageEvent) => void)[] = [];
    const parent = { postMessage: (m: unknown) => posted.push(m) };
    const win = {
      parent,
      location: { origin: 'http://app.test' },
      addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
      removeEventListener: () => undefined,
    } as unknown as Window;
    const link = createHostLink(win);
    expect(link.embedded).toBe(true);
    const p = link.ready();
    expect(posted).toEqual([{ type: 'EXERCISE_READY' }]);
    const init = { type: 'INIT_PROGRESS', progress: { current_level: 3, max_level_reached: 3, total_score: 10 } };
    listeners.forEach((l) => l({ origin: 'http://evil.test', source: parent, data: init } as unknown as MessageEvent));
    listeners.forEach((l) => l({ origin: 'http://app.test', source: {}, data: init } as unknown as MessageEvent));
    listeners.forEach((l) => l({ origin: 'http://app.test', source: parent, data: init } as unknown as MessageEvent));
    await expect(p).resolves.toEqual({ current_level: 3, max_level_reached: 3, total_score: 10 });
    jest.useRealTimers();
  });

  it('starts from level 1 when the host never answers, and at once when there is no host', async () => {
    jest.useFakeTimers();
    const win = { location: { origin: 'x' }, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as Window;
    (win as unknown as { parent: unknown }).parent = { postMessage: () => undefined };
    const p = createHostLink(win).ready();
    jest.advanceTimersByTime(INIT_WAIT_MS);
    await expect(p).resolves.toEqual(FIRST_PLAY);
    jest.useRealTimers();
    const alone = { location: { origin: 'x' } } as unknown as Window;
    (alone as unknown as { parent: unknown }).parent = alone;
    await expect(createHostLink(alone).ready()).resolves.toEqual(FIRST_PLAY);
  });
});

describe('levels', () => {
  it('moves up at 80 %, down under 50 %, within 1..max', () => {
    expect(nextLevel(3, 80, 10)).toBe(4);
    expect(nextLevel(3, 79, 10)).toBe(3);
    expect(nextLevel(3, 50, 10)).toBe(3);
    expect(nextLevel(3, 49, 10)).toBe(2);
    expect(nextLevel(10, 100, 10)).toBe(10);
    expect(nextLevel(1, 0, 10)).toBe(1);
    expect(clampLevel(0, 5)).toBe(1);
    expect(clampLevel(7.8, 5)).toBe(5);
    expect(clampLevel(Number.NaN, 5)).toBe(1);
  });

  it('builds a level table from columns, one row per level, and looks rows up by clamped level', () => {
    const table = levelTable<{ n: number; s: string }>(3, { n: [1, 2, 3], s: ['a', 'b', 'c'] });
    expect(table).toEqual([{ n: 1, s: 'a' }, { n: 2, s: 'b' }, { n: 3, s: 'c' }]);
    expect(levelRow(table, 2)).toEqual({ n: 2, s: 'b' });
    expect(levelRow(table, 0)).toEqual({ n: 1, s: 'a' });
    expect(levelRow(table, 9)).toEqual({ n: 3, s: 'c' });
    expect(() => levelTable<{ n: number }>(3, { n: [1, 2] })).toThrow('levelTable: n has 2 values, not 3');
  });
});

describe('settings validation', () => {
  const fields: SettingField[] = [
    { key: 'duration_seconds', kind: 'number', min: 30, max: 300, step: 1, default: 60 },
    { key: 'metronome_enabled', kind: 'boolean', default: false },
    { key: 'orientation', kind: 'select', options: [{ value: 'horizontal', label: 'Yatay' }, { value: 'vertical', label: 'Dikey' }], default: 'horizontal' },
    { key: 'target_word', kind: 'text', default: 'kitap', minLength: 2, maxLength: 20, pattern: /^[a-zçğıöşü]+$/i, patternMessage: 'Hedef Kelime yalnızca harflerden oluşmalıdır.' },
  ];

  it('accepts the defaults and typed values from inputs', () => {
    expect(validateSettings('metinde-kelime-arama', fields, defaultSettings(fields))).toEqual({ ok: true, values: { duration_seconds: 60, metronome_enabled: false, orientation: 'horizontal', target_word: 'kitap' } });
    expect(validateSettings('metinde-kelime-arama', fields, { duration_seconds: ' 90 ', metronome_enabled: 'true', orientation: 'vertical', target_word: ' Çiçek ' })).toEqual({
      ok: true,
      values: { duration_seconds: 90, metronome_enabled: true, orientation: 'vertical', target_word: 'Çiçek' },
    });
  });

  it('names each bad field in Turkish with its label', () => {
    const r = validateSettings('metinde-kelime-arama', fields, { duration_seconds: '5', metronome_enabled: 'belki', orientation: 'diagonal', target_word: 'k1' });
    expect(r).toEqual({
      ok: false,
      errors: {
        duration_seconds: 'Süre (sn) 30 ile 300 arasında olmalıdır.',
        metronome_enabled: 'Metronom açık ya da kapalı olmalıdır.',
        orientation: 'Yön için listeden bir seçim yapınız.',
        target_word: 'Hedef Kelime yalnızca harflerden oluşmalıdır.',
      },
    });
    const r2 = validateSettings('metinde-kelime-arama', fields, { duration_seconds: 'abc', metronome_enabled: false, orientation: 'horizontal', target_word: '' });
    expect(r2.ok ? {} : r2.errors).toEqual({ duration_seconds: 'Süre (sn) bir sayı olmalıdır.', target_word: 'Hedef Kelime en az 2 karakter olmalıdır.' });
    const r3 = validateSettings('kare-gorme-alani', [{ key: 'grid_size', kind: 'number', min: 3, max: 7, step: 1, default: 5 }], { grid_size: '4.5' });
    expect(r3.ok ? {} : r3.errors).toEqual({ grid_size: 'Izgara Boyutu tam sayı olmalıdır.' });
  });
});

describe('routing', () => {
  it('reads the type from #/oyun/{type}', () => {
    expect(typeFromHash('#/oyun/takistoskop')).toBe('takistoskop');
    expect(typeFromHash('#/oyun/sozcuk-avi/')).toBe('sozcuk-avi');
    expect(typeFromHash('#/oyun/')).toBeNull();
    expect(typeFromHash('')).toBeNull();
    expect(typeFromHash('#/baska/takistoskop')).toBeNull();
  });
});

describe('registered exercises', () => {
  it('each registered type is one of the twelve, once, with exactly the settings fields of spec 3 §9', () => {
    const known = EMBEDDED_EXERCISES.map((e) => e.type as string);
    const types = EXERCISES.map((d) => d.type as string);
    expect(new Set(types).size).toBe(types.length);
    for (const d of EXERCISES) {
      expect(known).toContain(d.type);
      expect(d.settings.map((f) => f.key)).toEqual(EXERCISE_SETTINGS_FIELDS[exerciseSettingsKind(d.type)]);
      expect(validateSettings(d.type, d.settings, defaultSettings(d.settings)).ok).toBe(true);
      expect(d.instructions.length).toBeGreaterThan(0);
      expect(d.maxLevel).toBeGreaterThanOrEqual(1);
      if (d.levelSetting) expect(d.settings.map((f) => f.key)).toContain(d.levelSetting);
    }
  });
});
