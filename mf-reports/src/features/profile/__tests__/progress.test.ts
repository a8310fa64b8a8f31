// Öğrenci Profili rules: reliable change, trend series, header facts, the timeline.
import {
  RELIABLE_CHANGE_THRESHOLD,
  assessmentTimeline,
  changesSinceFirst,
  changesSincePrevious,
  cognitiveSeries,
  d2Series,
  headerFacts,
  reliableChange,
  type ProfileHeader,
  type ResultRow,
} from '../lib/progress';

const cog = (id: string, at: string, dikkat: number | null, extra: Record<string, unknown> = {}): ResultRow => ({
  id,
  created_at: at,
  test_end_time: null,
  dikkat_skoru: dikkat,
  hafiza_skoru: 60,
  isleme_hizi_skoru: 60,
  gorsel_isleme_skoru: 60,
  akil_mantik_yurutme_skoru: 60,
  bilissel_esneklik_skoru: 60,
  ...extra,
});

describe('reliable change', () => {
  it('is 1.96 × SD × √(2(1 − r)) with SD 15 and r 0.85 — about 16.1 points', () => {
    expect(RELIABLE_CHANGE_THRESHOLD).toBeCloseTo(16.1, 1);
  });
  it('marks a change only at or beyond the threshold, with its direction', () => {
    expect(reliableChange(50, 66)).toEqual({ delta: 16, reliable: false, direction: 'none' });
    expect(reliableChange(50, 67)).toEqual({ delta: 17, reliable: true, direction: 'up' });
    expect(reliableChange(80, 60)).toEqual({ delta: -20, reliable: true, direction: 'down' });
    expect(reliableChange(10, 20, 10)).toMatchObject({ reliable: true, direction: 'up' });
  });
  it('gives no change when either score is missing', () => {
    expect(reliableChange(null, 90)).toEqual({ delta: null, reliable: false, direction: 'none' });
    expect(reliableChange(40, null).reliable).toBe(false);
  });
});

describe('cognitive series and trend', () => {
  const rows = [cog('c', '2026-03-01T10:00:00Z', 90), cog('a', '2026-01-01T10:00:00Z', 40), cog('b', '2026-02-01T10:00:00Z', 50)];
  it('orders sessions oldest first by test end (else saved) and clamps scores to 0–100', () => {
    const s = cognitiveSeries([...rows, cog('d', '2025-12-01T00:00:00Z', 130, { test_end_time: '2026-04-01T00:00:00Z' })]);
    expect(s.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(s[3].scores.dikkat_skoru).toBe(100);
  });
  it('compares the latest with the previous and with the first session', () => {
    const s = cognitiveSeries(rows);
    const prev = changesSincePrevious(s)!.find((c) => c.key === 'dikkat_skoru')!;
    expect(prev).toMatchObject({ previous: 50, current: 90, delta: 40, direction: 'up' });
    const first = changesSinceFirst(s)!.find((c) => c.key === 'dikkat_skoru')!;
    expect(first).toMatchObject({ previous: 40, current: 90, delta: 50, reliable: true });
    // unchanged skills are never marked
    expect(changesSincePrevious(s)!.find((c) => c.key === 'hafiza_skoru')).toMatchObject({ delta: 0, reliable: false });
  });
  it('has no change with fewer than two sessions', () => {
    expect(changesSincePrevious(cognitiveSeries([rows[0]]))).toBeNull();
    expect(changesSinceFirst([])).toBeNull();
  });
  it('keeps a missing skill score as null (no change drawn)', () => {
    const s = cognitiveSeries([cog('a', '2026-01-01T00:00:00Z', null), cog('b', '2026-02-01T00:00:00Z', 80)]);
    expect(changesSincePrevious(s)![0]).toMatchObject({ delta: null, reliable: false });
  });
});

describe('d2 series', () => {
  it('E% is errors / TN × 100, null without TN', () => {
    const s = d2Series([
      { id: 'x', created_at: '2026-01-01T00:00:00Z', total_items_processed: 400, total_errors: 20, concentration_performance: 150 },
      { id: 'y', created_at: '2026-02-01T00:00:00Z', total_items_processed: 0, total_errors: 3 },
    ]);
    expect(s[0]).toMatchObject({ tn: 400, errorPercentage: 5, cp: 150 });
    expect(s[1].errorPercentage).toBeNull();
  });
});

describe('header facts', () => {
  const h: ProfileHeader = {
    id: 's',
    first_name: 'Ayşe',
    last_name: 'Öztürk',
    email: 'a@b.c',
    phone: null,
    supervisor_id: 't',
    created_at: '2026-01-01T00:00:00Z',
    demographic_info: { student_number: 'OGR-7', birth_date: '2015-03-10', grade: '5', school_name: 'Atatürk İlkokulu', parent_name: 'Fatma Öztürk', parent_phone: '0555 000 00 00' },
    trainer: { id: 't', first_name: 'Zeynep', last_name: 'Çelik', email: 't@x', phone: null },
  };
  it('reads age in years and months, grade, school, trainer and parent contact', () => {
    expect(headerFacts(h, new Date('2026-11-23T00:00:00Z'))).toEqual({
      name: 'Ayşe Öztürk',
      studentNumber: 'OGR-7',
      age: '11 yıl 8 ay',
      grade: '5. Sınıf',
      school: 'Atatürk İlkokulu',
      trainer: 'Zeynep Çelik',
      parent: 'Fatma Öztürk · 0555 000 00 00',
    });
  });
  it('shows - for what is unknown', () => {
    expect(headerFacts({ ...h, demographic_info: null, trainer: null })).toMatchObject({ studentNumber: '-', age: '-', trainer: '-', parent: '-' });
  });
});

describe('timeline', () => {
  it('lists every assessment newest first, each linking to its existing report', () => {
    const items = assessmentTimeline('s1', {
      cognitive: [cog('c1', '2026-01-01T00:00:00Z', 50)],
      burdon: [{ id: 'b1', created_at: '2026-03-01T00:00:00Z' }],
      d2: [{ id: 'd1', created_at: '2026-02-01T00:00:00Z' }],
      survey: [{ id: 'v1', created_at: '2026-04-01T00:00:00Z' }],
    });
    expect(items.map((i) => i.id)).toEqual(['v1', 'b1', 'd1', 'c1']);
    expect(items.find((i) => i.id === 'b1')!.href).toBe('/reports?student=s1&test=burdon&result=b1');
    expect(items.find((i) => i.id === 'd1')!.href).toBe('/reports?student=s1&test=d2');
    expect(items.find((i) => i.id === 'c1')!.href).toBe('/reports?student=s1&test=cognitive');
    expect(items.find((i) => i.id === 'v1')!.href).toBeNull();
  });
});
