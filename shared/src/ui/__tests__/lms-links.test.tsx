import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render';
import { LmsLinksSection } from '../lms-links';
import { createLmsLink, listLmsLinks, revokeLmsLink, type LmsLink } from '../../supabase/lms-links';

jest.mock('../../supabase/lms-links', () => ({
  ...jest.requireActual('../../supabase/lms-links'),
  listLmsLinks: jest.fn(),
  createLmsLink: jest.fn(),
  revokeLmsLink: jest.fn(),
}));
const list = listLmsLinks as jest.MockedFunction<typeof listLmsLinks>;
const create = createLmsLink as jest.MockedFunction<typeof createLmsLink>;
const revoke = revokeLmsLink as jest.MockedFunction<typeof revokeLmsLink>;

const TRAINER = '00000000-0000-4000-a000-000000000301';
const TOKEN = `lms_${'ab'.repeat(32)}`;
const link = (over: Partial<LmsLink>): LmsLink => ({
  id: 'l1',
  trainer_id: TRAINER,
  label: 'Okul LMS',
  created_by: TRAINER,
  created_at: '2026-11-20T10:00:00Z',
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  ...over,
});

describe('LmsLinksSection', () => {
  beforeEach(() => {
    list.mockReset();
    create.mockReset();
    revoke.mockReset();
  });

  it('lists links with their status, expiry and last use; only active ones can be revoked', async () => {
    list.mockResolvedValue({
      data: [
        link({ id: 'a', label: 'Okul LMS' }),
        link({ id: 'r', label: 'Eski', revoked_at: '2026-11-21T10:00:00Z', last_used_at: '2026-11-21T09:00:00Z' }),
        link({ id: 'e', label: null, expires_at: '2020-01-01T00:00:00Z' }),
      ],
    });
    renderWithApp(<LmsLinksSection trainerId={TRAINER} trainerEmail="t@a.b" />);
    expect(screen.getByRole('heading', { name: 'LMS Bağlantısı' })).toBeInTheDocument();
    const active = await screen.findByRole('listitem', { name: 'Bağlantı: Okul LMS' });
    expect(within(active).getByText('Etkin')).toBeInTheDocument();
    expect(within(active).getByText('Süresiz')).toBeInTheDocument();
    expect(within(active).getByText('Henüz kullanılmadı')).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'İptal Et: Okul LMS' })).toBeInTheDocument();
    const revoked = screen.getByRole('listitem', { name: 'Bağlantı: Eski' });
    expect(within(revoked).getByText('İptal edildi')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button')).toBeNull();
    const expired = screen.getByRole('listitem', { name: 'Bağlantı: Etiketsiz bağlantı' });
    expect(within(expired).getByText('Süresi doldu')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(TRAINER);
  });

  it('creates a link and shows the full portal link once, with a working copy button', async () => {
    list.mockResolvedValue({ data: [] });
    create.mockResolvedValue({ data: { id: 'n', token: TOKEN, trainer_id: TRAINER, label: 'LMS', created_at: '2026-11-23T10:00:00Z', expires_at: null } });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<LmsLinksSection trainerId={TRAINER} trainerEmail="t@a.b" origin="https://akademi.example" />);
    expect(await screen.findByText('Henüz LMS bağlantısı oluşturulmadı.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Etiket (isteğe bağlı)'), 'LMS');
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantı Oluştur' }));
    expect(create).toHaveBeenCalledWith(TRAINER, 'LMS', null);
    const shown = await screen.findByLabelText('Yeni LMS bağlantısı');
    const url = `https://akademi.example/tracking?email=t%40a.b&key=${TOKEN}`;
    expect(shown).toHaveValue(url);
    await userEvent.click(screen.getByRole('button', { name: 'Kopyala' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByLabelText('Yeni LMS bağlantısı')).toBeNull();
  });

  it('a failed creation shows the server’s message and no link', async () => {
    list.mockResolvedValue({ data: [] });
    create.mockResolvedValue({ error: 'En fazla 20 etkin LMS bağlantısı olabilir; önce birini iptal edin' });
    renderWithApp(<LmsLinksSection trainerId={TRAINER} trainerEmail="t@a.b" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bağlantı Oluştur' }));
    expect(await screen.findByText('En fazla 20 etkin LMS bağlantısı olabilir; önce birini iptal edin')).toBeInTheDocument();
    expect(screen.queryByLabelText('Yeni LMS bağlantısı')).toBeNull();
  });

  it('revokes only after the confirmation, then reloads the list', async () => {
    list.mockResolvedValueOnce({ data: [link({ id: 'a' })] }).mockResolvedValue({ data: [link({ id: 'a', revoked_at: '2026-11-23T10:00:00Z' })] });
    revoke.mockResolvedValue({ data: true });
    renderWithApp(<LmsLinksSection trainerId={TRAINER} trainerEmail="t@a.b" />);
    await userEvent.click(await screen.findByRole('button', { name: 'İptal Et: Okul LMS' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Bağlantı iptal edilsin mi?').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(revoke).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'İptal Et: Okul LMS' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'İptal Et' }).length).toBeGreaterThan(0));
    const confirm = screen.getAllByRole('button', { name: 'İptal Et' });
    await userEvent.click(confirm[confirm.length - 1]);
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('a'));
    expect(await screen.findByText('İptal edildi')).toBeInTheDocument();
  });
});
