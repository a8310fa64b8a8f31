import { act, fireEvent, render, screen } from '@testing-library/react';
import { BurdonTest } from '../BurdonTest';
import { generateSheet } from '@akademi/shared/domain/battery/burdon/sheet';

const params = { sessionId: '11111111-1111-4111-8111-111111111111', studentId: '22222222-2222-4222-8222-222222222222', conductedBy: null };

describe('BurdonTest page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('marks letters, moves on by button and by time (auto-complete) and saves every field', async () => {
    const save = jest.fn().mockResolvedValue('stored');
    render(<BurdonTest params={params} sectionSeconds={5} save={save} seed={3} />);
    expect(screen.getByLabelText('Hedef harfler')).toHaveTextContent('abdg');
    fireEvent.click(screen.getByRole('button', { name: 'Başla' }));
    const sheet = generateSheet(3);
    const c = sheet[0][0].findIndex((x) => x.isTarget);
    const cell = screen.getByRole('button', { name: `1. satır ${c + 1}. harf ${sheet[0][0][c].char}` });
    fireEvent.click(cell);
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki Bölüm' }));
    expect(screen.getByText('2. Bölüm')).toBeInTheDocument();
    // sections 2 and 3 run out of time
    await act(async () => { jest.advanceTimersByTime(5500); });
    expect(screen.getByText('3. Bölüm')).toBeInTheDocument();
    await act(async () => { jest.advanceTimersByTime(5500); });
    expect(save).toHaveBeenCalledTimes(1);
    const [table, row] = save.mock.calls[0] as [string, Record<string, unknown>];
    expect(table).toBe('burdon_test_results');
    expect(row).toMatchObject({ session_id: params.sessionId, student_id: params.studentId, section1_correct: 1, section2_correct: 0, section3_correct: 0, total_correct: 1, test_auto_completed: true });
    expect(await screen.findByText('Test tamamlandı')).toBeInTheDocument();
  });
});
