import { defaultSettings, validateSettings } from '../../../core/settings';
import { makeJump, pingPong, showMs, ZIGZAG_SETTINGS, zigzagPoints } from '../logic';

const seq = (...xs: number[]) => {
  let i = 0;
  return () => xs[i++ % xs.length];
};

describe('yatay-dikey-zikzak', () => {
  it('lays the points out in a zigzag along the orientation', () => {
    expect(zigzagPoints('horizontal', 3, 0.4)).toEqual([
      [6, 32],
      [50, 68],
      [94, 32],
    ]);
    expect(zigzagPoints('vertical', 2, 1)).toEqual([
      [5, 6],
      [95, 94],
    ]);
  });

  it('the marker goes there and back', () => {
    expect(Array.from({ length: 10 }, (_, i) => pingPong(i, 4))).toEqual([0, 1, 2, 3, 2, 1, 0, 1, 2, 3]);
    expect(pingPong(5, 1)).toBe(0);
  });

  it('shows the target by chance, never twice in a row, with the level symbol set', () => {
    // level 1: 0.1 < 0.3 → target ★
    expect(makeJump(1, 0, 6, false, seq(0.1))).toEqual({ point: 0, symbol: '★', target: true });
    // just after a target: none; 0.5 → others[floor(0.5 × 3)] = ■
    expect(makeJump(1, 7, 6, true, seq(0.5))).toEqual({ point: 3, symbol: '■', target: false });
    // level 7: b among d p q
    expect(makeJump(7, 2, 6, false, seq(0.9, 0.7))).toEqual({ point: 2, symbol: 'q', target: false });
    expect(makeJump(7, 2, 6, false, seq(0.2)).symbol).toBe('b');
  });

  it('the symbol stays for a shrinking share of the jump', () => {
    expect(showMs(1, 1000)).toBe(1000);
    expect(showMs(6, 1000)).toBe(600);
    expect(showMs(10, 800)).toBe(320);
  });

  it('defaults validate; out-of-range values are refused in Turkish', () => {
    expect(validateSettings('yatay-dikey-zikzak', ZIGZAG_SETTINGS, defaultSettings(ZIGZAG_SETTINGS))).toEqual({
      ok: true,
      values: { orientation: 'horizontal', points_count: 6, jump_interval_ms: 1000, metronome_enabled: false, duration_seconds: 60 },
    });
    const r = validateSettings('yatay-dikey-zikzak', ZIGZAG_SETTINGS, { orientation: 'diagonal', points_count: '2', jump_interval_ms: '3001', metronome_enabled: true, duration_seconds: '60' });
    expect(r.ok ? {} : r.errors).toEqual({
      orientation: 'Yön için listeden bir seçim yapınız.',
      points_count: 'Nokta Sayısı 3 ile 12 arasında olmalıdır.',
      jump_interval_ms: 'Sıçrama Aralığı (ms) 300 ile 3.000 arasında olmalıdır.',
    });
  });
});
