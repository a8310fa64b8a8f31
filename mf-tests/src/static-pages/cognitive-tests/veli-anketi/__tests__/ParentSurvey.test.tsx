import { fireEvent, render, screen, within } from '@testing-library/react';
import { ParentSurvey } from '../ParentSurvey';

const params = {
  sessionId: '11111111-1111-4111-8111-111111111111',
  studentId: '22222222-2222-4222-8222-222222222222',
  conductedBy: '33333333-3333-4333-8333-333333333333',
};
const LABELS = ['Hiçbir zaman', 'Bazen', 'Sık sık', 'Her zaman'];

const group = (id: number) => screen.getAllByRole('radiogroup').find((g) => g.getAttribute('aria-labelledby') === `va-q-${id}`)!;
const answer = (id: number, value: number) => fireEvent.click(within(group(id)).getByRole('radio', { name: LABELS[value - 1] }));

describe('ParentSurvey page', () => {
  it('shows 40 labelled radio groups in four sections and counts progress', () => {
    render(<ParentSurvey params={params} save={jest.fn()} />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(40);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Bölüm: Dikkat ve Odaklanma',
      '2. Bölüm: Düzen ve Planlama',
      '3. Bölüm: Davranış ve Öz Denetim',
      '4. Bölüm: Evde Sorumluluk ve Alışkanlıklar',
    ]);
    expect(screen.getByRole('radiogroup', { name: /^1\. Ödevine başladığında/ })).toBeInTheDocument();
    answer(1, 3);
    answer(2, 4);
    expect(screen.getByText('Yanıtlanan: 2 / 40')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Anket ilerlemesi' })).toHaveAttribute('aria-valuenow', '2');
  });

  it('refuses to submit with a missing answer and points at the first unanswered question', () => {
    const save = jest.fn();
    render(<ParentSurvey params={params} save={save} />);
    for (let id = 1; id <= 40; id++) if (id !== 17 && id !== 33) answer(id, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Anketi Gönder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen tüm soruları yanıtlayın: 2 soru yanıtlanmadı. İlk yanıtlanmamış soru: 17.');
    expect(group(17)).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(within(group(17)).getAllByRole('radio')[0]);
    expect(save).not.toHaveBeenCalled();
    answer(17, 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves total_score and the 40 answers for the session, then thanks', async () => {
    const save = jest.fn().mockResolvedValue('stored');
    render(<ParentSurvey params={params} save={save} />);
    for (let id = 1; id <= 40; id++) answer(id, (id % 4) + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Anketi Gönder' }));
    expect(save).toHaveBeenCalledTimes(1);
    const [table, row] = save.mock.calls[0] as [string, Record<string, unknown>];
    expect(table).toBe('parent_survey_results');
    // ten each of 2, 3, 4, 1 → 100
    expect(row).toMatchObject({ student_id: params.studentId, conducted_by: params.conductedBy, session_id: params.sessionId, total_score: 100 });
    expect((row.answers as unknown[])[0]).toEqual({ questionId: 1, value: 2 });
    expect(await screen.findByRole('heading', { name: 'Teşekkür ederiz' })).toBeInTheDocument();
    expect(screen.getByText('Anket yanıtlarınız kaydedildi. Bu pencereyi kapatabilirsiniz.')).toBeInTheDocument();
  });

  it('says so when the row is still pending', async () => {
    const save = jest.fn().mockResolvedValue('pending');
    render(<ParentSurvey params={params} save={save} />);
    for (let id = 1; id <= 40; id++) answer(id, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Anketi Gönder' }));
    expect(await screen.findByText(/Yanıtlar henüz kaydedilemedi/)).toBeInTheDocument();
  });
});
