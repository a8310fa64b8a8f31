import { act, fireEvent, render, screen } from '@testing-library/react';
import { D2Test } from '../D2Test';
import { generateD2Sheet } from '@akademi/shared/domain/battery/d2/sheet';

const params = { sessionId: '11111111-1111-4111-8111-111111111111', studentId: '22222222-2222-4222-8222-222222222222', conductedBy: null };

describe('D2Test page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs 14 timed lines and saves line_results for all 658 items', async () => {
    const save = jest.fn().mockResolvedValue('stored');
    render(<D2Test params={params} lineSeconds={5} save={save} seed={4} />);
    fireEvent.click(screen.getByRole('button', { name: 'Başla' }));
    expect(screen.getByText('Satır 1 / 14')).toBeInTheDocument();
    const sheet = generateD2Sheet(4);
    const t = sheet[0].findIndex((x) => x.isTarget);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${t + 1}\\. öğe`) }));
    for (let i = 0; i < 14; i++) {
      await act(async () => { jest.advanceTimersByTime(5300); });
    }
    expect(save).toHaveBeenCalledTimes(1);
    const [table, row] = save.mock.calls[0] as [string, Record<string, unknown>];
    expect(table).toBe('d2_test_results');
    expect((row.line_results as unknown[]).length).toBe(658);
    expect(row).toMatchObject({ correct_selections: 1, commission_errors: 0, omission_errors: sheet[0].slice(0, t).filter((x) => x.isTarget).length, total_items_processed: t + 1, test_duration_seconds: 70 });
    expect(await screen.findByText('Test tamamlandı')).toBeInTheDocument();
  });
});
