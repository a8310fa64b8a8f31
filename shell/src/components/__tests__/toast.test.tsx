// The layout's plain toasts: shown at once, read out (status; an error is an alert), gone after
// their time.
import { act, render, screen } from '@testing-library/react';
import { TOAST_SECONDS, Toaster, toast } from '../toast';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows a success as a status for TOAST_SECONDS, then removes it', () => {
  render(<Toaster />);
  act(() => toast.success('Rol değiştirildi: Admin'));
  expect(screen.getByRole('status')).toHaveTextContent('Rol değiştirildi: Admin');
  act(() => jest.advanceTimersByTime(TOAST_SECONDS * 1000 - 100));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByRole('status')).toBeNull();
});

it('shows an error as an alert with its title, for the time asked', () => {
  render(<Toaster />);
  act(() => toast.error('Dashboard verileri yüklenirken bir hata oluştu.', 5, 'Hata'));
  act(() => toast.info('Yeni bildirim', 5));
  expect(screen.getByRole('alert')).toHaveTextContent('HataDashboard verileri yüklenirken bir hata oluştu.');
  expect(screen.getByRole('status')).toHaveTextContent('Yeni bildirim');
  act(() => jest.advanceTimersByTime(4900));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
});
