import { render, screen, within } from '@testing-library/react';
import { CognitiveReport } from '../CognitiveReport';
import type { CognitiveReportData, CognitiveReportLoader } from '../data';

const data: CognitiveReportData = {
  result: {
    id: 'r1', student_id: 's1', conducted_by: 't1', session_id: 'sess-1',
    test_start_time: '2026-03-15T09:00:00Z', test_end_time: null, created_at: '2026-03-15T09:30:00Z',
    duration_seconds: 1800, dikkat_skoru: 80, hafiza_skoru: 62.35, isleme_hizi_skoru: null,
    gorsel_isleme_skoru: 49.9, akil_mantik_yurutme_skoru: 75, bilissel_esneklik_skoru: 50, alt_test_ozetleri: null,
  },
  student: { first_name: 'Ayşe', last_name: 'Yılmaz', demographic_info: { birth_date: '2015-01-10' } },
  conductor: { first_name: 'Ali', last_name: 'Antrenör' },
};

const row = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}`) });

test('renders student, age, six skills with tr-TR values and spec 3 §5 levels, chart; key present → PDF enabled', async () => {
  const load = jest.fn<ReturnType<CognitiveReportLoader>, Parameters<CognitiveReportLoader>>().mockResolvedValue(data);
  render(<CognitiveReport sessionId="sess-1" hasKey load={load} />);
  expect(await screen.findByText('Ayşe Yılmaz')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('sess-1');
  expect(screen.getByTestId('cognitive-age')).toHaveTextContent('11 yıl 2 ay 5 gün');
  expect(screen.getByText('Ali Antrenör')).toBeInTheDocument();
  expect(within(row('Dikkat')).getByText('%80,00')).toBeInTheDocument();
  expect(within(row('Dikkat')).getByText('Güçlü')).toBeInTheDocument();
  expect(within(row('Hafıza')).getByText('%62,35')).toBeInTheDocument();
  expect(within(row('Hafıza')).getByText('Gelişmiş')).toBeInTheDocument();
  expect(within(row('Görsel İşleme')).getByText('Gelişim Öncelikli')).toBeInTheDocument();
  expect(within(row('Akıl Yürütme')).getByText('Güçlü')).toBeInTheDocument();
  expect(within(row('Bilişsel Esneklik')).getByText('Gelişmiş')).toBeInTheDocument();
  expect(within(row('İşleme Hızı')).getAllByText('-')).toHaveLength(2);
  expect(screen.getByRole('img', { name: 'Beceri puanları grafiği' }).querySelectorAll('rect')).toHaveLength(5);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  screen.getByRole('button', { name: 'PDF Olarak İndir' }).click();
  expect(print).toHaveBeenCalled();
});

test('missing key blocks the PDF button with a note', async () => {
  render(<CognitiveReport sessionId="sess-1" hasKey={false} load={() => Promise.resolve(data)} />);
  expect(await screen.findByRole('button', { name: 'PDF Olarak İndir' })).toBeDisabled();
  expect(screen.getByRole('note')).toHaveTextContent('PDF indirme engellendi');
});

test('record not found / not allowed → Rapor bulunamadı', async () => {
  render(<CognitiveReport sessionId="x" hasKey load={() => Promise.resolve(null)} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Rapor bulunamadı');
});
