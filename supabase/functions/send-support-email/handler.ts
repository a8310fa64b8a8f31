// send-support-email: the /help contact form (spec 1 §2 "Help and Support", §5 Contact, §7).
// Body: {name, email, subject, message, userId?}. The message is stored in support_messages
// FIRST (service client), then mailed to SUPPORT_EMAIL_TO through the configured provider
// (_shared/mail.ts). Row status (support_messages check): 'new' on insert; 'delivered' with
// delivered_at once mailed; 'failed' when the provider refused or was unreachable; it stays 'new'
// when no provider is configured (admins still see it). Answers {success: true, id}; a failed
// send keeps the row and answers 502 (no provider configured: 503), both with the row id.
// user_id is the verified caller's users.id (or null when anonymous); the body's userId is not
// trusted.
import { getEnv, isLocalStack, type EnvReader } from '../_shared/env.ts';
import { errorResponse, HttpError, json, readJsonObject, serveJson } from '../_shared/http.ts';
import { escapeHtml, sendMail } from '../_shared/mail.ts';
import { optionalCaller, serviceClient } from '../_shared/supabase.ts';
import { requestIp, WindowLimit } from '../_shared/rate-limit.ts';
import {
  MIN_CONTACT_MESSAGE,
  MIN_CONTACT_NAME,
  MSG,
  MAX_NAME_LENGTH,
  requireEmail,
  requireMinLength,
} from '../_shared/validators.ts';
import type { SupportSubject } from '@akademi/shared/db/column-values.ts';

export const LOCAL_SUPPORT_EMAIL = 'destek@akademi.test';
export const MSG_SEND_FAILED = 'Mesajınız kaydedildi ancak e-posta gönderilemedi. Lütfen telefon ile iletişime geçin.';
export const MSG_NOT_CONFIGURED = 'Mesajınız kaydedildi ancak e-posta gönderimi yapılandırılmamış. Lütfen telefon ile iletişime geçin.';
export const MAX_SUPPORT_MESSAGE = 5000;
export const MSG_RATE_LIMITED = 'Çok fazla mesaj gönderdiniz. Lütfen bir dakika sonra tekrar deneyin.';
/** Support mails per caller (signed-in user, else client address) per minute. */
export const DEFAULT_SUPPORT_EMAIL_RATE_LIMIT = 5;

/** Subject options of the contact form (spec 1 §2 "Help and Support") with readable labels. */
export const SUPPORT_SUBJECTS: Record<SupportSubject, string> = {
  'teknik-sorun': 'Teknik Sorun',
  'test-sorunu': 'Test Sorunu',
  'rapor-sorunu': 'Rapor Sorunu',
  'hesap-sorunu': 'Hesap Sorunu',
  'ogrenci-yonetimi': 'Öğrenci Yönetimi',
  'fatura-odeme': 'Fatura / Ödeme',
  diger: 'Diğer',
};

export interface SupportInput {
  name: string;
  email: string;
  subject: SupportSubject;
  message: string;
}

const isSupportSubject = (s: string): s is SupportSubject => Object.hasOwn(SUPPORT_SUBJECTS, s);

/** Validates the body (pure; unit-tested). The subject must be one of the form's options. */
export function parseSupportBody(body: Record<string, unknown>): SupportInput {
  const name = requireMinLength(body.name, MIN_CONTACT_NAME, MSG.contactName, MAX_NAME_LENGTH);
  const email = requireEmail(body.email);
  const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
  if (!isSupportSubject(subject)) throw new HttpError(400, MSG.contactSubject);
  const message = requireMinLength(body.message, MIN_CONTACT_MESSAGE, MSG.contactMessage, MAX_SUPPORT_MESSAGE);
  return { name, email, subject, message };
}

/** One line for a mail header: CR, LF and other control characters become spaces, so no field
 *  the sender types can add a header line (Bcc:, a second Subject:) or break the subject. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

export function supportMail(input: SupportInput, id: string): { subject: string; text: string; html: string } {
  const label = SUPPORT_SUBJECTS[input.subject];
  const subject = headerSafe(`[Akademi Destek] ${label} — ${input.name}`);
  const text = `Destek mesajı #${id}\n\nAd Soyad: ${input.name}\nE-posta: ${input.email}\nKonu: ${label}\n\n${input.message}\n`;
  const html =
    `<p><strong>Destek mesajı</strong> #${escapeHtml(id)}</p>` +
    `<p>Ad Soyad: ${escapeHtml(input.name)}<br>E-posta: ${escapeHtml(input.email)}<br>Konu: ${escapeHtml(label)}</p>` +
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
  return { subject, text, html };
}

export function sendSupportEmailHandler(
  env: EnvReader = getEnv,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): (req: Request) => Promise<Response> {
  const limit = new WindowLimit(() => {
    const n = Number(env('SUPPORT_EMAIL_RATE_LIMIT_PER_MINUTE'));
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_SUPPORT_EMAIL_RATE_LIMIT;
  }, 60_000);
  return serveJson('send-support-email', async (req) => {
    const input = parseSupportBody(await readJsonObject(req));
    const caller = await optionalCaller(req, env);
    const wait = limit.hit(caller ? `user:${caller.id}` : `ip:${requestIp(req)}`);
    if (wait > 0) {
      const res = errorResponse(429, MSG_RATE_LIMITED, { success: false });
      res.headers.set('Retry-After', String(wait));
      return res;
    }
    const admin = serviceClient(env);

    const { data: row, error: insertError } = await admin
      .from('support_messages')
      .insert({
        user_id: caller?.id ?? null,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        status: 'new',
      })
      .select('id')
      .single();
    if (insertError || !row) throw new Error(`support_messages insert failed: ${insertError?.message}`);
    const id = String(row.id);

    const to = env('SUPPORT_EMAIL_TO') ?? (isLocalStack(env) ? LOCAL_SUPPORT_EMAIL : undefined);
    const mail = supportMail(input, id);
    const result = to
      ? await sendMail({ to, replyTo: input.email, ...mail }, env, fetchImpl)
      : ({ ok: false, provider: 'none', reason: 'SUPPORT_EMAIL_TO is not set' } as const);

    if (result.ok || result.provider !== 'none') {
      const { error: updateError } = await admin
        .from('support_messages')
        .update(result.ok ? { status: 'delivered', delivered_at: new Date().toISOString() } : { status: 'failed' })
        .eq('id', row.id);
      if (updateError) console.error('[send-support-email] status update failed:', updateError.message);
    }

    if (!result.ok) {
      console.error(`[send-support-email] message ${id} not sent: ${result.reason}`);
      if (result.provider === 'none') throw new HttpError(503, MSG_NOT_CONFIGURED, { success: false, id });
      throw new HttpError(502, MSG_SEND_FAILED, { success: false, id });
    }
    return json({ success: true, id });
  });
}

const run = sendSupportEmailHandler();
export default async function handler(req: Request): Promise<Response> {
  return run(req);
}
