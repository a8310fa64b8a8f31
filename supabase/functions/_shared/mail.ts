// Outgoing e-mail through a provider chosen by environment (no provider SDKs, plain fetch):
// - MAIL_PROVIDER=local  → POST {to, from, subject, text, html} as JSON to LOCAL_MAILBOX_URL with
//   the service key as Bearer (the local server's mailbox; nothing leaves the machine);
// - MAIL_PROVIDER=resend → https://api.resend.com/emails with RESEND_API_KEY;
// - unset → 'local' when LOCAL_MAILBOX_URL is set, otherwise no provider ('none').
import { getEnv, type EnvReader } from './env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export type MailProvider = 'local' | 'resend' | 'none';

export type SendResult = { ok: true; provider: MailProvider; providerId?: string } | { ok: false; provider: MailProvider; reason: string };

export const DEFAULT_MAIL_FROM = 'Akademi <noreply@akademi.test>';
const RESEND_URL = 'https://api.resend.com/emails';

export function mailProvider(env: EnvReader = getEnv): MailProvider | { invalid: string } {
  const configured = env('MAIL_PROVIDER')?.trim().toLowerCase();
  if (!configured) return env('LOCAL_MAILBOX_URL') ? 'local' : 'none';
  if (configured === 'local' || configured === 'resend' || configured === 'none') return configured;
  return { invalid: configured };
}

export async function sendMail(
  msg: MailMessage,
  env: EnvReader = getEnv,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<SendResult> {
  const provider = mailProvider(env);
  if (typeof provider === 'object') return { ok: false, provider: 'none', reason: `unknown MAIL_PROVIDER '${provider.invalid}'` };
  if (provider === 'none') return { ok: false, provider, reason: 'no mail provider configured' };
  const from = env('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  try {
    if (provider === 'local') {
      const url = env('LOCAL_MAILBOX_URL');
      if (!url) return { ok: false, provider, reason: 'LOCAL_MAILBOX_URL is not set' };
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${env('SUPABASE_SERVICE_ROLE_KEY') ?? ''}`,
        },
        body: JSON.stringify({ to: msg.to, from, subject: msg.subject, text: msg.text, html: msg.html, reply_to: msg.replyTo }),
      });
      if (!res.ok) return { ok: false, provider, reason: `local mailbox answered ${res.status}` };
      const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
      return { ok: true, provider, providerId: body && body.id != null ? String(body.id) : undefined };
    }
    const key = env('RESEND_API_KEY');
    if (!key) return { ok: false, provider, reason: 'RESEND_API_KEY is not set' };
    const res = await fetchImpl(RESEND_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: JSON.stringify({ from, to: [msg.to], subject: msg.subject, text: msg.text, html: msg.html, reply_to: msg.replyTo }),
    });
    if (!res.ok) return { ok: false, provider, reason: `resend answered ${res.status}` };
    const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
    return { ok: true, provider, providerId: body && body.id != null ? String(body.id) : undefined };
  } catch (err) {
    return { ok: false, provider, reason: err instanceof Error ? err.message : String(err) };
  }
}

/** Escapes text for an HTML e-mail body. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
