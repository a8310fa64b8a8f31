// One-time e-mail tokens as GoTrue makes them: a 6-digit code (`email_otp`) and its link form
// `token_hash` = sha256(lower(email) ‖ code). The database keeps only sha256(token_hash), in the
// column GoTrue uses for the kind (confirmation_token: signup/invite; recovery_token:
// recovery/magiclink; email_change_token_new: email_change). A token is single-use (cleared when
// consumed, replaced when a new one is sent) and expires after config.toml [auth.email] otp_expiry.
// The mail itself is the project's template (config.toml [auth.email.template.<kind>]).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { App } from '../app.ts';
import type { Tx } from '../db.ts';
import { renderTemplate } from '../project-config/mail-templates.ts';
import type { TemplateKind } from '../project-config/schema.ts';
import type { MailInput } from '../mailbox.ts';
import { AuthError } from './common.ts';
import { USER_COLUMNS, findUserByEmail, isBanned, type UserRow } from './users.ts';

/** verifyOtp's e-mail types (GoTrue mail.*Verification). */
export const EMAIL_VERIFY_TYPES = ['email', 'magiclink', 'signup', 'invite', 'recovery', 'email_change'] as const;
export type EmailVerifyType = (typeof EMAIL_VERIFY_TYPES)[number];

/** email_change: the code sent to the new address; email_change_current: the one sent to the
 *  current address when [auth.email] double_confirm_changes is on (GoTrue's secure e-mail change). */
type Kind = 'confirmation' | 'recovery' | 'email_change' | 'email_change_current';

const COLUMNS: Record<Kind, { token: string; sentAt: string }> = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  email_change_current: { token: 'email_change_token_current', sentAt: 'email_change_sent_at' },
};

/** Which stored tokens a verify type may consume (GoTrue verifyUserAndToken). */
const KINDS: Record<EmailVerifyType, Kind[]> = {
  email: ['confirmation', 'recovery'],
  signup: ['confirmation'],
  invite: ['confirmation'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email_change: ['email_change', 'email_change_current'],
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** GoTrue crypto.GenerateTokenHash. */
export const tokenHashOf = (email: string, otp: string) => sha256(email.trim().toLowerCase() + otp);

export interface IssuedToken {
  otp: string;
  tokenHash: string;
}

/** A fresh 6-digit code and its GoTrue token hash for `email`. */
export function newOtp(email: string): IssuedToken {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, tokenHash: tokenHashOf(email, otp) };
}

/** What is stored of a token hash (sha256 of it; compared in constant time). */
export function storedTokenOf(tokenHash: string): string {
  return sha256(tokenHash);
}

/** Constant-time comparison of a stored token with the one a proof gives. */
export function tokenMatches(stored: string | null, tokenHash: string): boolean {
  const a = Buffer.from(stored ?? '');
  const b = Buffer.from(sha256(tokenHash));
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Stores a fresh token of `kind` for the user (replacing any earlier one). For email_change
 *  `email` is the new address, kept in auth.users.email_change until verified; for
 *  email_change_current `email` is the current address (the code's) and `newEmail` the new one. */
export async function issueEmailToken(tx: Tx, userId: string, kind: Kind, email: string, newEmail?: string): Promise<IssuedToken> {
  const { otp, tokenHash } = newOtp(email);
  const c = COLUMNS[kind];
  const target = kind === 'email_change' ? email : kind === 'email_change_current' ? (newEmail ?? '') : null;
  const extra = target !== null ? `, email_change = lower($3), email_change_confirm_status = 0` : '';
  await tx.query(`update auth.users set ${c.token} = $2, ${c.sentAt} = now()${extra} where id = $1`, target !== null ? [userId, sha256(tokenHash), target.trim()] : [userId, sha256(tokenHash)]);
  return { otp, tokenHash };
}

/** The link a mail carries (GET /verify, which redirects to redirect_to with the session). */
export function actionLink(app: App, tokenHash: string, type: string, redirectTo: string): string {
  return `${app.config.url}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo })}`;
}

type MailType = 'recovery' | 'magiclink' | 'signup' | 'invite' | 'email_change';

/** GoTrue's template for each mail type (config.toml [auth.email.template.<kind>]). */
const TEMPLATE_OF: Record<MailType, TemplateKind> = {
  recovery: 'recovery',
  magiclink: 'magic_link',
  signup: 'confirmation',
  invite: 'invite',
  email_change: 'email_change',
};

/** The project's mail for `type`: its subject and its HTML body with GoTrue's variables filled in
 *  (the link, the 6-digit code, the address; sent through the mailbox / MAIL_PROVIDER). */
export function tokenMail(app: App, to: string, type: MailType, t: IssuedToken, redirectTo: string, currentEmail?: string): MailInput {
  const { subject, content } = app.config.mailTemplates[TEMPLATE_OF[type]];
  const link = actionLink(app, t.tokenHash, type, redirectTo);
  const vars = {
    ConfirmationURL: link,
    Token: t.otp,
    TokenHash: t.tokenHash,
    SiteURL: app.config.siteUrl,
    RedirectTo: redirectTo,
    Email: type === 'email_change' ? (currentEmail ?? to) : to,
    NewEmail: type === 'email_change' ? to : '',
  };
  return renderedMail(to, subject, content, vars);
}

/** GoTrue's reauthentication mail: the nonce (config.toml [auth.email.template.reauthentication]). */
export function reauthenticationMail(app: App, to: string, otp: string): MailInput {
  const { subject, content } = app.config.mailTemplates.reauthentication;
  return renderedMail(to, subject, content, { Token: otp, SiteURL: app.config.siteUrl, Email: to });
}

function renderedMail(to: string, subject: string, content: string, vars: Record<string, string>): MailInput {
  const html = renderTemplate(content, vars);
  const text = html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g, (_m, href: string, label: string) => `${label}: ${href.replace(/&amp;/g, '&')}`)
    .replace(/<\/(p|h[1-6]|div|li)>/g, '\n\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#34;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { to, subject: renderTemplate(subject, vars), text, html };
}

const expired = (link: boolean) =>
  link ? new AuthError(403, 'otp_expired', 'Email link is invalid or has expired') : new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

interface TokenRow extends UserRow {
  email_change: string | null;
  stored: string | null;
  fresh: boolean;
}

/** What the token's user gets when it is consumed: the token cleared, the address confirmed
 *  (and for email_change, the new address taken over). Undefined when the user was deleted since the
 *  token was looked up (another transaction). */
async function consume(tx: Tx, row: TokenRow, kind: Kind): Promise<UserRow | undefined> {
  const c = COLUMNS[kind];
  const change = kind === 'email_change' || kind === 'email_change_current';
  if (change) {
    const target = row.email_change ?? '';
    const other = await findUserByEmail(tx, target);
    if (!target || (other && other.id !== row.id)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower($2::text)), updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [row.id, target],
    );
  }
  // Either code completes the change (auto-confirm, as this server signs up: GoTrue then skips the
  // second confirmation too); both codes die with it.
  const set = change
    ? `email = email_change, email_change = '', email_change_token_new = null, email_change_token_current = null, email_confirmed_at = now()`
    : `email_confirmed_at = coalesce(email_confirmed_at, now())`;
  const r = await tx.query<UserRow>(`update auth.users set ${change ? '' : `${c.token} = null, `}${set}, updated_at = now() where id = $1 returning ${USER_COLUMNS}`, [row.id]);
  return r.rows[0];
}

async function candidates(tx: Tx, ttlSeconds: number, kind: Kind, where: string, param: string): Promise<TokenRow[]> {
  const c = COLUMNS[kind];
  const r = await tx.query<TokenRow>(
    `select ${USER_COLUMNS}, email_change, ${c.token} as stored,
            coalesce(${c.sentAt} > now() - make_interval(secs => $2), false) as fresh
       from auth.users where ${where} and deleted_at is null for update`,
    [param, ttlSeconds],
  );
  return r.rows;
}

/**
 * Consumes a token for verify: by `tokenHash` (the link), or by `email` + the 6-digit `otp`
 * (compared in constant time). Throws GoTrue's 403 otp_expired when wrong, used or expired,
 * 403 user_banned for a banned user. Returns the user and the type actually verified.
 */
export async function verifyEmailToken(
  tx: Tx,
  ttlSeconds: number,
  type: EmailVerifyType,
  proof: { tokenHash: string } | { email: string; otp: string },
): Promise<{ user: UserRow; kind: Kind }> {
  const link = 'tokenHash' in proof;
  for (const kind of KINDS[type]) {
    let rows: TokenRow[];
    let expected: string;
    if (link) {
      expected = sha256(proof.tokenHash);
      rows = await candidates(tx, ttlSeconds, kind, `${COLUMNS[kind].token} = $1`, expected);
    } else {
      const address = proof.email.trim().toLowerCase();
      expected = sha256(tokenHashOf(address, proof.otp));
      rows = await candidates(tx, ttlSeconds, kind, kind === 'email_change' ? `lower(email_change) = $1` : `lower(email) = $1`, address);
      if (kind === 'email_change_current') rows = rows.filter((row) => !!row.email_change);
    }
    for (const row of rows) {
      const stored = Buffer.from(row.stored ?? '');
      const given = Buffer.from(expected);
      if (stored.length !== given.length || !timingSafeEqual(stored, given)) continue;
      if (!row.fresh) throw expired(link);
      if (isBanned(row)) throw new AuthError(403, 'user_banned', 'User is banned');
      const user = await consume(tx, row, kind);
      if (!user) throw expired(link);
      return { user, kind };
    }
  }
  throw expired(link);
}
