// The local mailbox: mail the server "sent" (password-recovery links, support mail) is stored
// in local_mailbox.messages and shown at /mailbox. Nothing ever leaves the machine. It is a
// development tool: on only when the server binds to loopback (server.ts also refuses a Host
// header that does not name this machine and never sends it CORS headers). When it is off, mail
// goes to the provider the edge functions use (MAIL_PROVIDER, functions/_shared/mail.ts) or,
// without one, into the server log.
import type { App, RouteRequest } from './app.ts';
import { getEnv } from '../../functions/_shared/env.ts';
import { sendMail } from '../../functions/_shared/mail.ts';
import type { Db, Tx } from './db.ts';
import { send, sendJson } from './http.ts';
import { must } from './must.ts';
import { IdentityError, resolveIdentity } from './identity.ts';

export interface MailInput {
  to: string;
  from?: string;
  subject: string;
  text?: string | null;
  html?: string | null;
  reply_to?: string | null;
}

export interface MailMessage {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string | null;
  html: string | null;
  reply_to: string | null;
  created_at: string;
}

/** Sender used when none is given (local demo address). */
export const LOCAL_MAIL_FROM = 'Supabase Auth <noreply@localhost>';

export async function storeMail(db: Tx, mail: MailInput): Promise<MailMessage> {
  const r = await db.query<MailMessage>(
    `insert into local_mailbox.messages ("to", "from", subject, text, html, reply_to) values ($1, $2, $3, $4, $5, $6)
     returning id::int as id, "to", "from", subject, text, html, reply_to, created_at`,
    [mail.to, mail.from ?? LOCAL_MAIL_FROM, mail.subject, mail.text ?? null, mail.html ?? null, mail.reply_to ?? null],
  );
  return normalise(must(r.rows[0], 'inserted mailbox row'));
}

/** Sends a mail the server itself writes (the recovery link): into the mailbox when it is on,
 *  otherwise through MAIL_PROVIDER; without a working provider it is written to the server log
 *  (the operator's eyes only), so that a deployment without mail still lets an admin help. */
export async function deliverMail(app: App, mail: MailInput): Promise<void> {
  if (app.config.mailbox) {
    await storeMail(app.db, mail);
    return;
  }
  const result = await sendMail({ to: mail.to, subject: mail.subject, text: mail.text ?? '', html: mail.html ?? '' }, getEnv);
  if (result.ok) return;
  app.log(`mail not sent (${result.reason}); to ${mail.to}, subject "${mail.subject}":\n${mail.text ?? ''}`);
}

function normalise(m: MailMessage): MailMessage {
  const created = m.created_at as unknown;
  return { ...m, id: Number(m.id), created_at: created instanceof Date ? created.toISOString() : String(created) };
}

export async function listMail(db: Db, to?: string): Promise<MailMessage[]> {
  const r = to
    ? await db.query<MailMessage>(
        `select id::int as id, "to", "from", subject, text, html, reply_to, created_at from local_mailbox.messages
          where lower("to") = lower($1) order by id desc`,
        [to],
      )
    : await db.query<MailMessage>(
        `select id::int as id, "to", "from", subject, text, html, reply_to, created_at from local_mailbox.messages order by id desc`,
      );
  return r.rows.map(normalise);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Escapes text and turns http(s) URLs into links. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function renderPage(messages: MailMessage[]): string {
  const items = messages
    .map((m) => {
      const when = new Date(m.created_at).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
      const body = m.text
        ? `<pre>${linkify(m.text)}</pre>`
        : m.html
          ? // Sandboxed: mail HTML may carry user input (support mail); no scripts run.
            `<iframe sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(m.html)}"></iframe>`
          : '';
      return `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">From: ${escapeHtml(m.from)} · To: ${escapeHtml(m.to)}${m.reply_to ? ` · Reply-To: ${escapeHtml(m.reply_to)}` : ''} · ${escapeHtml(when)}</p>
  ${body}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Local Mailbox</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #d1d5db; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
h2 { margin: 0 0 .25rem; font-size: 1.1rem; }
.meta { color: #6b7280; margin: 0 0 .5rem; font-size: .9rem; }
pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; margin: 0; }
iframe { width: 100%; min-height: 12rem; border: 0; }
</style>
</head>
<body>
<h1>Local Mailbox</h1>
${messages.length ? items : '<p>No mail yet.</p>'}
</body>
</html>`;
}

function isServiceRole(app: App, r: RouteRequest): boolean {
  try {
    return resolveIdentity(r.headers, app.config.jwtKeys).role === 'service_role';
  } catch (e) {
    if (e instanceof IdentityError) return false;
    throw e;
  }
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

/** /mailbox (HTML), /mailbox/api/messages (GET list, POST store, DELETE clear). */
export async function handleMailbox(app: App, r: RouteRequest): Promise<void> {
  const { req, res } = r;
  const method = req.method ?? 'GET';
  if (r.subpath === '' && (method === 'GET' || method === 'HEAD')) {
    send(req, res, 200, renderPage(await listMail(app.db)), { 'content-type': 'text/html; charset=utf-8' });
    return;
  }
  if (r.subpath === 'api/messages') {
    if (method === 'GET' || method === 'HEAD') {
      sendJson(req, res, 200, await listMail(app.db, r.url.searchParams.get('to') ?? undefined));
      return;
    }
    if (method === 'POST' || method === 'DELETE') {
      if (!isServiceRole(app, r)) {
        sendJson(req, res, 403, { code: 'not_admin', message: 'The service_role key is required' });
        return;
      }
      if (method === 'DELETE') {
        await app.db.query('delete from local_mailbox.messages');
        sendJson(req, res, 200, {});
        return;
      }
      let input: unknown;
      try {
        input = JSON.parse(r.body.toString('utf8'));
      } catch {
        sendJson(req, res, 400, { code: 'bad_json', message: 'Could not parse request body as JSON' });
        return;
      }
      const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
      const to = str(o.to);
      const subject = str(o.subject);
      if (!to || !subject || (!str(o.text) && !str(o.html))) {
        sendJson(req, res, 400, { code: 'validation_failed', message: 'to, subject and text or html are required' });
        return;
      }
      const stored = await storeMail(app.db, { to, subject, from: str(o.from), text: str(o.text), html: str(o.html), reply_to: str(o.reply_to) });
      sendJson(req, res, 201, stored);
      return;
    }
  }
  sendJson(req, res, 404, { code: 'not_found', message: 'Not found' });
}
