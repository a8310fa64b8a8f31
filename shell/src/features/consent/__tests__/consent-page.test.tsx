// The public consent page (issue 26): HTML in the notice or the child's name is shown as text,
// never run; an unticked box is refused before any request; a good submit calls consent_accept.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import ConsentPage from '../components/ConsentPage';

const TOKEN = 'c0'.repeat(32);
const HTML = '<img src=x onerror="window.__pwned=1">';

function fake(calls: { fn: string; args: Record<string, unknown> }[]): SupabaseClient {
  let status = 'bekliyor';
  return {
    rpc(fn: string, args: Record<string, unknown>) {
      calls.push({ fn, args });
      if (fn === 'consent_accept') status = 'onayli';
      if (fn === 'consent_view') {
        return Promise.resolve({
          data: { student_name: `${HTML} K.`, status, notice: { version: 1, title: `Başlık ${HTML}`, body: `Metin ${HTML}` }, expires_at: '2026-12-10T00:00:00Z', link_used: status === 'onayli', can_accept: status !== 'onayli', can_withdraw: status === 'onayli' },
          error: null,
        });
      }
      return Promise.resolve({ data: { status }, error: null });
    },
  } as unknown as SupabaseClient;
}

afterEach(() => setSupabaseForTesting(null));

it('shows HTML as text, refuses an unticked box locally, consents with the token and the name', async () => {
  window.history.replaceState(null, '', `/veli-onayi#t=${TOKEN}`);
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  setSupabaseForTesting(fake(calls));
  render(<ConsentPage />);
  expect(await screen.findByText(`Metin ${HTML}`)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: `Başlık ${HTML}` })).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
  expect(window.location.hash).toBe('');
  fireEvent.change(screen.getByLabelText('Veli Adı Soyadı'), { target: { value: 'Ayşe Kaya' } });
  fireEvent.click(screen.getByRole('button', { name: 'Onay Veriyorum' }));
  expect(await screen.findByText('Onay vermek için Aydınlatma Metnini okuduğunuzu işaretlemelisiniz.')).toBeInTheDocument();
  expect(calls.some((c) => c.fn === 'consent_accept')).toBe(false);
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Onay Veriyorum' }));
  await waitFor(() => expect(calls.find((c) => c.fn === 'consent_accept')?.args).toEqual({ p_token: TOKEN, p_guardian_name: 'Ayşe Kaya', p_confirm: true }));
  expect(await screen.findByText('Onayınız kaydedildi. Teşekkür ederiz.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Onayımı Geri Çek' })).toBeInTheDocument();
});

it('a malformed link asks nothing of the server', () => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/veli-onayi#t=<script>');
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  setSupabaseForTesting(fake(calls));
  render(<ConsentPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('Bağlantı geçersiz');
  expect(calls).toEqual([]);
});
