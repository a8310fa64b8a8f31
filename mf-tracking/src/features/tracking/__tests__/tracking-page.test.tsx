import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../../../shared/testing/render';
import TrackingPage from '../components/TrackingPage';
import { lmsCall } from '@akademi/shared';

jest.mock('@akademi/shared', () => ({ ...jest.requireActual<object>('@akademi/shared'), lmsCall: jest.fn() }));
const call = lmsCall as jest.MockedFunction<typeof lmsCall>;
const TOKEN = `lms_${'cd'.repeat(32)}`;

describe('TrackingPage access (LMS link token)', () => {
  beforeEach(() => {
    call.mockReset();
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
});
