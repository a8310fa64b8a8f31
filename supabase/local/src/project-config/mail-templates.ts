// The mails of the local /auth/v1: GoTrue's default templates for a kind config.toml does not
// customise, and the rendering of GoTrue's Go-template variables.
import type { TemplateKind } from './schema.ts';

export interface MailTemplate {
  subject: string;
  /** The HTML body with GoTrue's Go-template variables ({{ .ConfirmationURL }} …), unrendered. */
  content: string;
}

/** GoTrue's own English defaults (mailer/template.go) for a kind the file does not customise. */
export const GOTRUE_DEFAULT_TEMPLATES: Record<TemplateKind, MailTemplate> = {
  invite: { subject: 'You have been invited', content: '<h2>You have been invited</h2>\n\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  confirmation: { subject: 'Confirm Your Email', content: '<h2>Confirm your email</h2>\n\n<p>Follow this link to confirm your email:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your email address</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  recovery: { subject: 'Reset Your Password', content: '<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  magic_link: { subject: 'Your Magic Link', content: '<h2>Magic Link</h2>\n\n<p>Follow this link to login:</p>\n<p><a href="{{ .ConfirmationURL }}">Log In</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  email_change: { subject: 'Confirm Email Change', content: '<h2>Confirm email address change</h2>\n\n<p>Follow this link to confirm the update of your email address from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change email address</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  reauthentication: { subject: 'Confirm reauthentication', content: '<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: {{ .Token }}</p>' },
};
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');

/** Renders GoTrue's template variables — {{ .ConfirmationURL }}, {{ .Token }}, {{ .TokenHash }},
 *  {{ .SiteURL }}, {{ .Email }}, {{ .NewEmail }}, {{ .RedirectTo }}, {{ .Data.<key> }} — HTML-escaped
 *  as Go's html/template does. A variable GoTrue does not give renders empty. */
export function renderTemplate(template: string, vars: Record<string, string | Record<string, unknown> | undefined>): string {
  return template.replace(/\{\{-?\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*-?\}\}/g, (_m, name: string, sub: string | undefined) => {
    const v = vars[name];
    if (sub !== undefined) {
      const inner = v && typeof v === 'object' ? v[sub] : undefined;
      return inner === undefined || inner === null ? '' : html(String(inner));
    }
    return typeof v === 'string' ? html(v) : '';
  });
}
