// The guardian consent link (issue 26 item 1): a fresh token from issue_consent_token (service
// role; the database generates it, stores only its sha-256, reads the guardian e-mail from the
// student's profile, throttles 3 links per student per hour), mailed to the guardian through the
// configured provider (_shared/mail.ts). The link's base URL comes from configuration — APP_URL,
// else SITE_URL — never from a request. The token travels in the URL fragment (#t=…), so it never
// reaches a server log, a Referer header or system_logs.current_url's query string.
import { isLocalStack, type EnvReader } from './env.ts';
import { escapeHtml, sendMail } from './mail.ts';
import type { DbClient } from './supabase.ts';

/** The public page of the shell that shows the notice and takes the consent. */
export const CONSENT_PAGE_PATH = '/veli-onayi';

export type ConsentLinkResult =
  | { sent: true; to: string; expiresAt: string }
  | { sent: false; status: number; message: string; hint?: string };

/** GoTrue's default SITE_URL, as the local server uses it (the shell on its default port). */
export const LOCAL_DEFAULT_APP_URL = 'http://localhost:3000';

/** The base URL for links: APP_URL, else SITE_URL (GoTrue's site url), else — on the local stack
 *  only — the shell's default address; null when nothing is configured. */
export function appBaseUrl(env: EnvReader): string | null {
  for (const name of ['APP_URL', 'SITE_URL']) {
    const raw = env(name)?.trim();
    if (!raw) continue;
    try {
      const u = new URL(raw);
      if (u.protocol === 'http:' || u.protocol === 'https:') return u.origin + u.pathname.replace(/\/+$/, '');
    } catch {
      /* try the next one */
    }
  }
  return isLocalStack(env) ? LOCAL_DEFAULT_APP_URL : null;
}

export function consentMail(studentName: string, link: string, expiresAt: string): { subject: string; text: string; html: string } {
  const until = new Date(expiresAt).toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' });
  const subject = 'Veli onayı: Aydınlatma Metni ve açık rıza';
  const text =
    `Sayın Veli,\n\n${studentName} için akademimizde bilişsel değerlendirme testleri yapılabilmesi için açık rızanız gerekiyor.\n` +
    `Aydınlatma Metnini okumak ve onay vermek (ya da daha sonra onayınızı geri çekmek) için bağlantı:\n\n${link}\n\n` +
    `Bağlantı ${until} tarihine kadar geçerlidir ve onay için bir kez kullanılabilir. Bu e-postayı siz istemediyseniz dikkate almayın.\n`;
  const html =
    `<p>Sayın Veli,</p><p><strong>${escapeHtml(studentName)}</strong> için akademimizde bilişsel değerlendirme testleri yapılabilmesi için açık rızanız gerekiyor.</p>` +
    `<p><a href="${escapeHtml(link)}">Aydınlatma Metnini okuyun ve onay verin</a></p>` +
    `<p>Bağlantı ${escapeHtml(until)} tarihine kadar geçerlidir ve onay için bir kez kullanılabilir. Bu e-postayı siz istemediyseniz dikkate almayın.</p>`;
  return { subject, text, html };
}

interface RpcError {
  code?: string;
  message?: string;
  hint?: string | null;
}

/** Issues a token for the student (as `createdBy`, already verified by the caller's function) and mails it. */
export async function sendConsentLink(
  admin: DbClient,
  studentId: string,
  createdBy: string,
  env: EnvReader,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<ConsentLinkResult> {
  const base = appBaseUrl(env);
  if (!base) return { sent: false, status: 503, message: 'Onay bağlantısı için uygulama adresi (APP_URL) yapılandırılmamış.' };
  const { data, error } = await admin.rpc('issue_consent_token', { p_student: studentId, p_created_by: createdBy });
  if (error) {
    const e = error as RpcError;
    const m = /^PT(\d{3})$/.exec(e.code ?? '');
    if (m) return { sent: false, status: Number(m[1]), message: e.message ?? 'Onay bağlantısı oluşturulamadı.', hint: e.hint ?? undefined };
    if (e.code === '42501') return { sent: false, status: 403, message: e.message ?? 'Bu işlem için yetkiniz yok' };
    console.error('[consent-link] issue_consent_token failed:', e.code, e.message);
    return { sent: false, status: 500, message: 'Onay bağlantısı oluşturulamadı.' };
  }
  const row = Array.isArray(data) ? data[0] : data;
  if (!row) return { sent: false, status: 500, message: 'Onay bağlantısı oluşturulamadı.' };
  const link = `${base}${CONSENT_PAGE_PATH}#t=${row.token}`;
  const mail = consentMail(row.student_name, link, row.expires_at);
  const result = await sendMail({ to: row.guardian_email, ...mail }, env, fetchImpl);
  if (!result.ok) {
    console.error(`[consent-link] consent mail not sent: ${result.reason}`);
    return { sent: false, status: result.provider === 'none' ? 503 : 502, message: 'Onay e-postası gönderilemedi.' };
  }
  return { sent: true, to: row.guardian_email, expiresAt: row.expires_at };
}
