import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../../shared/testing/render';
import { NotesPopover } from '../components/NotesPopover';
import { stubLmsFunction, type LmsAnswer } from '../../../../../shared/testing/supabase-stub';

// jsdom has no ResizeObserver; antd's popover/textarea measure with it.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoopResizeObserver;

// the real base query runs; supabase-js's functions.invoke answers from `call`
const call = jest.fn<ReturnType<LmsAnswer>, Parameters<LmsAnswer>>();
beforeEach(() => stubLmsFunction(call));

const STUDENT = '00000000-0000-4000-a000-000000000101';

describe('NotesPopover', () => {
  beforeEach(() => {
    call.mockReset();
    localStorage.clear();
  });

  it('without a note: not amber, textarea with Kaydet disabled until text; missing trainer id is refused', async () => {
    call.mockResolvedValue({ data: { note: null } });
    renderWithApp(<NotesPopover studentId={STUDENT} accessKey="k" scope={{ level: 'student' }} ariaLabel="Notlar: Ali" />);
    const button = screen.getByRole('button', { name: 'Notlar: Ali' });
    await waitFor(() => expect(call).toHaveBeenCalledWith('get-note', expect.objectContaining({ note_level: 'student', student_id: STUDENT, access_key: 'k' })));
    expect(button).toHaveAttribute('data-has-note', 'false');
    await userEvent.click(button);
    expect(await screen.findByText('Öğrenci Notu')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Kaydet' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Notunuzu buraya yazın...'), '   ');
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Notunuzu buraya yazın...'), 'iyi');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Trainer not logged in. Please reload the tracking page.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('save-note', expect.anything());
  });

  it('with a note: amber, read mode with Düzenle; a failed update shows the server message', async () => {
    localStorage.setItem('tracking-user-id', '00000000-0000-4000-a000-000000000201');
    call.mockImplementation(async (route) =>
      route === 'get-note'
        ? { data: { note: { id: 'n1', note_text: 'Eski not', created_at: '2026-11-20T10:00:00Z' } } }
        : { error: { message: 'No note to update' } },
    );
    renderWithApp(<NotesPopover studentId={STUDENT} accessKey="k" scope={{ level: 'session', sessionId: '3', whiteExerciseId: '3' }} ariaLabel="Notlar: Oturum 3" />);
    const button = screen.getByRole('button', { name: 'Notlar: Oturum 3' });
    await waitFor(() => expect(button).toHaveAttribute('data-has-note', 'true'));
    await userEvent.click(button);
    expect(await screen.findByText('Oturum Notu')).toBeInTheDocument();
    expect(screen.getByTestId('note-text')).toHaveTextContent('Eski not');
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    const area = screen.getByPlaceholderText('Notunuzu buraya yazın...');
    expect(area).toHaveValue('Eski not');
    await userEvent.click(screen.getByRole('button', { name: 'İptal' }));
    expect(screen.getByTestId('note-text')).toHaveTextContent('Eski not');
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    await userEvent.type(screen.getByPlaceholderText('Notunuzu buraya yazın...'), ' yeni');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('No note to update')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('save-note', expect.objectContaining({ note_id: 'n1', note_text: 'Eski not yeni', note_level: 'session', session_id: '3' }));
  });
});
