import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccessEnded } from '../lib/access-ended';
import { renderWithApp } from '../../../../../shared/testing/render';
import TrackingPage from '../components/TrackingPage';
import { stubLmsFunction, type LmsAnswer } from '../../../../../shared/testing/supabase-stub';

// the real base query runs; supabase-js's functions.invoke answers from `call`
const call = jest.fn<ReturnType<LmsAnswer>, Parameters<LmsAnswer>>();
beforeEach(() => stubLmsFunction(call));
const TOKEN = `lms_${'cd'.repeat(32)}`;

describe('TrackingPage access (LMS link token)', () => {
  beforeEach(() => {
    call.mockReset();
    resetAccessEnded();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('a link without a key is denied without asking the server (no default key)', async () => {
    renderWithApp(<TrackingPage />, { route: '/tracking?email=t@a.b' });
    expect(await screen.findByText('Erişim Reddedildi')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('a token the server refuses (unknown, revoked, expired) shows Erişim Reddedildi', async () => {
    call.mockResolvedValue({ error: { message: 'Geçersiz erişim anahtarı' } });
    renderWithApp(<TrackingPage />, { route: `/tracking?email=t@a.b&key=${TOKEN}` });
    expect(await screen.findByText('Erişim Reddedildi')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('verify-user', { email: 't@a.b', access_key: TOKEN });
    expect(screen.queryByText('Öğrenci Performans Takibi')).toBeNull();
  });

  it('a valid token opens the portal and asks for the link trainer’s students with the same token', async () => {
    call.mockImplementation(async (route) =>
      route === 'verify-user'
        ? { data: { user: { id: 'tr-1', first_name: 'Zeynep', last_name: 'Çelik' } } }
        : { data: { students: [] } },
    );
    renderWithApp(<TrackingPage />, { route: `/tracking?email=t@a.b&key=${TOKEN}` });
    expect(await screen.findByText('Öğrenci Performans Takibi')).toBeInTheDocument();
    await waitFor(() => expect(call).toHaveBeenCalledWith('get-students', expect.objectContaining({ access_key: TOKEN })));
  });

  it('an open portal whose link is revoked says Erişim sona erdi on its next request, without a retry (issue 25)', async () => {
    let revoked = false;
    call.mockImplementation(async (route) => {
      if (revoked) return { error: { message: 'Erişim sona erdi', code: 'access_ended' } };
      if (route === 'verify-user') return { data: { user: { id: 'tr-1', first_name: 'Zeynep', last_name: 'Çelik' } } };
      return { data: { students: [{ id: 'st-1', first_name: 'Ali', last_name: 'Yıldız', email: 'ali@a.b', school_name: 'Okul', grade_level: '5', total_exercises: 3, total_sessions: 2, total_time_minutes: 10, avg_success_rate: 80 }] } };
    });
    renderWithApp(<TrackingPage />, { route: `/tracking?email=t@a.b&key=${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Öğrenciler' }));
    const ali = await screen.findByRole('button', { name: 'Öğrenci: Ali Yıldız' });
    revoked = true;
    await userEvent.click(ali);
    expect(await screen.findByRole('heading', { name: 'Erişim sona erdi' })).toBeInTheDocument();
    expect(screen.queryByText('Öğrenci Performans Takibi')).toBeNull();
    expect(call.mock.calls.filter(([route]) => route === 'get-student-sessions')).toHaveLength(1);
  });
});
