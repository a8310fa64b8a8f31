import {
  D2_CONCENTRATION_PERCENTILE_BANDS,
  D2_SPEED_PERCENTILE_BANDS,
  ageGroup,
  d2ChartData,
  d2ConcentrationComment,
  d2ErrorBand,
  d2ErrorComment,
  d2FluctuationBand,
  d2FluctuationComment,
  d2GenderLabel,
  d2Percentile,
  d2ResultScores,
  d2SpeedComment,
  formatAttentionRatio,
  formatD2OneDecimal,
  scoreD2,
  type D2LineItem,
  type D2NormInput,
} from '../scoring.ts';

/** 14 × 47 items; `targets` and `clicks` are per line lists of positions (0–46). */
function lineResults(spec: Record<number, { targets: number[]; clicks: number[] }>): D2LineItem[] {
  const items: D2LineItem[] = [];
  for (let line = 0; line < 14; line++) {
    for (let pos = 0; pos < 47; pos++) {
      const s = spec[line] ?? { targets: [], clicks: [] };
      items.push({ lineIndex: line, globalIndex: line * 47 + pos, isTarget: s.targets.includes(pos), isClicked: s.clicks.includes(pos) });
    }
  }
  return items;
}

const sample = lineResults({
  0: { targets: [0, 1, 5, 20], clicks: [0, 3, 5] },
  2: { targets: [46], clicks: [46] },
});

describe('scoreD2', () => {
  it('counts per line up to the last marked item', () => {
    const s = scoreD2(sample);
    expect(s.lines).toHaveLength(14);
    expect(s.lines[0]).toEqual({ position: 1, processed: 6, correct: 2, omissions: 1, commissions: 1, errors: 2 });
    expect(s.lines[1].processed).toBe(0);
    expect(s.lines[2]).toMatchObject({ processed: 47, correct: 1, omissions: 0, commissions: 0 });
  });
  it('computes TN, D, E1, E2, E, TN-E, CP, %Hata and FR', () => {
    const s = scoreD2(sample);
    expect(s.TN).toBe(53);
    expect(s.D).toBe(3);
    expect(s.E1).toBe(1);
    expect(s.E2).toBe(1);
    expect(s.E).toBe(2);
    expect(s['TN-E']).toBe(51);
    expect(s.CP).toBe(2);
    expect(s.errorPercentage).toBeCloseTo((2 / 53) * 100, 10);
    expect(s.FR).toBe(47);
  });
  it('accepts only the processed items, in any order', () => {
    const items = sample.filter((i) => i.lineIndex === 0 && i.globalIndex <= 5).reverse();
    const s = scoreD2(items);
    expect(s.lines[0]).toMatchObject({ processed: 6, correct: 2, omissions: 1, commissions: 1 });
  });
  it('is all zeros without line results', () => {
    const s = scoreD2(null);
    expect([s.TN, s.E, s.CP, s.errorPercentage, s.FR]).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('d2 bands', () => {
  it('error bands at 2.5 / 5 / 10 / 20 on the one-decimal value', () => {
    expect(d2ErrorBand(0)).toBe('E_1');
    expect(d2ErrorBand(2.5)).toBe('E_1');
    expect(d2ErrorBand(2.54)).toBe('E_1');
    expect(d2ErrorBand(2.55)).toBe('E_2');
    expect(d2ErrorBand(2.6)).toBe('E_2');
    expect(d2ErrorBand(5)).toBe('E_2');
    expect(d2ErrorBand(5.1)).toBe('E_3');
    expect(d2ErrorBand(10)).toBe('E_3');
    expect(d2ErrorBand(10.1)).toBe('E_4');
    expect(d2ErrorBand(20)).toBe('E_4');
    expect(d2ErrorBand(20.1)).toBe('E_5');
    expect(d2ErrorBand(-1)).toBeNull();
  });
  it('fluctuation bands 0–6, 7–10, 11–15, 16+', () => {
    expect(d2FluctuationBand(0)).toBe('FR_1');
    expect(d2FluctuationBand(6)).toBe('FR_1');
    expect(d2FluctuationBand(7)).toBe('FR_2');
    expect(d2FluctuationBand(10)).toBe('FR_2');
    expect(d2FluctuationBand(11)).toBe('FR_3');
    expect(d2FluctuationBand(15)).toBe('FR_3');
    expect(d2FluctuationBand(16)).toBe('FR_4');
    expect(d2FluctuationBand(Number.NaN)).toBeNull();
  });
  it("says 'Değerlendirme yapılamadı' when no rule matches", () => {
    expect(d2ErrorComment(Number.NaN)).toBe('Değerlendirme yapılamadı');
    expect(d2FluctuationComment(-3)).toBe('Değerlendirme yapılamadı');
    expect(d2SpeedComment(101)).toBe('Değerlendirme yapılamadı');
    expect(d2ConcentrationComment(Number.NaN)).toBe('Değerlendirme yapılamadı');
    expect(d2ErrorComment(1)).toMatch(/^Hata oranı çok düşüktür\./);
  });
  it('speed comments change at 20, 40, 60, 80, 90', () => {
    const band = (min: number) => D2_SPEED_PERCENTILE_BANDS.find((b) => b.min === min)!.comment;
    expect(d2SpeedComment(19.9)).toBe(band(0));
    expect(d2SpeedComment(20)).toBe(band(20));
    expect(d2SpeedComment(39.9)).toBe(band(20));
    expect(d2SpeedComment(40)).toBe(band(40));
    expect(d2SpeedComment(60)).toBe(band(60));
    expect(d2SpeedComment(79.9)).toBe(band(60));
    expect(d2SpeedComment(80)).toBe(band(80));
    expect(d2SpeedComment(90)).toBe(band(90));
    expect(d2SpeedComment(100)).toBe(band(90));
  });
  it('concentration comments change at 30, 50, 60, 75, 90', () => {
    const band = (min: number) => D2_CONCENTRATION_PERCENTILE_BANDS.find((b) => b.min === min)!.comment;
    expect(d2ConcentrationComment(29.9)).toBe(band(0));
    expect(d2ConcentrationComment(30)).toBe(band(30));
    expect(d2ConcentrationComment(50)).toBe(band(50));
    expect(d2ConcentrationComment(59.9)).toBe(band(50));
    expect(d2ConcentrationComment(60)).toBe(band(60));
    expect(d2ConcentrationComment(74.9)).toBe(band(60));
    expect(d2ConcentrationComment(75)).toBe(band(75));
    expect(d2ConcentrationComment(89.9)).toBe(band(75));
    expect(d2ConcentrationComment(90)).toBe(band(90));
  });
});

describe('ageGroup', () => {
  const at = '2026-11-22T12:00:00Z';
  it('maps ages to the nine d2 groups', () => {
    expect(ageGroup('2017-11-23', at)).toBeNull(); // 8
    expect(ageGroup('2017-11-22', at)).toBe('9-10');
    expect(ageGroup('2016-01-01', at)).toBe('9-10'); // 10
    expect(ageGroup('2015-11-22', at)).toBe('11-12');
    expect(ageGroup('2012-11-22', at)).toBe('13-14');
    expect(ageGroup('2010-11-22', at)).toBe('15-16');
    expect(ageGroup('2007-11-23', at)).toBe('17-18'); // 18
    expect(ageGroup('2007-11-22', at)).toBe('19-39'); // 19
    expect(ageGroup('1986-11-23', at)).toBe('19-39'); // 39
    expect(ageGroup('1986-11-22', at)).toBe('40-49');
    expect(ageGroup('1970-01-01', at)).toBe('50-59');
    expect(ageGroup('1966-11-22', at)).toBe('60+');
    expect(ageGroup('garbage', at)).toBeNull();
  });
});

describe('d2Percentile', () => {
  const norms: D2NormInput[] = [
    { score_kind: 'TN', age_group: '11-12', gender: 'male', raw_score: 200, percentile: 50 },
    { score_kind: 'TN', age_group: '11-12', gender: 'male', raw_score: 100, percentile: 10 },
    { score_kind: 'TN', age_group: '11-12', gender: 'male', raw_score: 300, percentile: 90 },
    { score_kind: 'TN', age_group: '11-12', gender: 'female', raw_score: 100, percentile: 20 },
    { score_kind: 'TN', age_group: '11-12', gender: 'female', raw_score: 300, percentile: 80 },
    { score_kind: 'TN', age_group: '19-39', gender: null, raw_score: 100, percentile: 5 },
    { score_kind: 'TN', age_group: '19-39', gender: null, raw_score: 300, percentile: 95 },
  ];
  it('interpolates linearly between neighbouring raw scores, one decimal', () => {
    expect(d2Percentile(norms, 'TN', 150, '11-12', 'male')).toBe(30);
    expect(d2Percentile(norms, 'TN', 233, '11-12', 'male')).toBe(63.2);
    expect(d2Percentile(norms, 'TN', 133.33, '11-12', 'male')).toBe(23.3);
    expect(d2Percentile(norms, 'TN', 200, '11-12', 'female')).toBe(50);
    expect(d2Percentile(norms, 'TN', 201, '11-12', 'female')).toBe(50.3);
  });
  it('clamps at the ends', () => {
    expect(d2Percentile(norms, 'TN', 50, '11-12', 'male')).toBe(10);
    expect(d2Percentile(norms, 'TN', 999, '11-12', 'male')).toBe(90);
  });
  it('uses gender only below 19; unknown gender reads as male', () => {
    expect(d2Percentile(norms, 'TN', 200, '19-39', 'female')).toBe(50);
    expect(d2Percentile(norms, 'TN', 150, '11-12', null)).toBe(30);
  });
  it('is 50 when norms are missing', () => {
    expect(d2Percentile(norms, 'TN-E', 150, '11-12', 'male')).toBe(50);
    expect(d2Percentile(norms, 'TN', 150, '13-14', 'male')).toBe(50);
    expect(d2Percentile(null, 'TN', 150, '11-12', 'male')).toBe(50);
    expect(d2Percentile(norms, 'TN', 150, null, 'male')).toBe(50);
    expect(d2Percentile(norms, 'TN', Number.NaN, '11-12', 'male')).toBe(50);
  });
});

describe('d2 display', () => {
  it('formats with the spec decimals in tr-TR', () => {
    expect(formatD2OneDecimal((2 / 53) * 100)).toBe('3,8');
    expect(formatD2OneDecimal(1234.56)).toBe('1.234,6');
    expect(formatD2OneDecimal(2)).toBe('2,0');
    expect(formatD2OneDecimal(null)).toBe('-');
    expect(formatAttentionRatio(0.1234567)).toBe('0,123457');
    expect(formatAttentionRatio(1)).toBe('1,000000');
  });
  it('labels gender Erkek/Kadın with male as the default', () => {
    expect(d2GenderLabel('female')).toBe('Kadın');
    expect(d2GenderLabel('male')).toBe('Erkek');
    expect(d2GenderLabel(null)).toBe('Erkek');
  });
  it('chart has 14 positions and y max = highest + 5', () => {
    const chart = d2ChartData(scoreD2(sample).lines);
    expect(chart.points).toHaveLength(14);
    expect(chart.points[0]).toEqual({ position: 1, processed: 6, correct: 2, errors: 2 });
    expect(chart.yMax).toBe(52);
    expect(d2ChartData([]).yMax).toBe(5);
  });
});

describe('d2ResultScores', () => {
  it('prefers the stored columns and fills the missing ones from line_results', () => {
    const s = d2ResultScores({
      total_items_processed: 500,
      correct_selections: 200,
      omission_errors: 10,
      commission_errors: 5,
      total_errors: null,
      concentration_performance: null,
      fluctuation_rate: 9,
      line_results: sample,
    });
    expect([s.TN, s.D, s.E1, s.E2, s.E, s['TN-E'], s.CP, s.FR]).toEqual([500, 200, 10, 5, 15, 485, 195, 9]);
    expect(s.errorPercentage).toBe(3);
    expect(s.lines[0].processed).toBe(6);
  });
  it('computes everything from line_results when nothing is stored', () => {
    const s = d2ResultScores({ line_results: sample });
    expect([s.TN, s.D, s.E1, s.E2, s.CP, s.FR]).toEqual([53, 3, 1, 1, 2, 47]);
  });
});
