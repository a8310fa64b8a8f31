// system-alert: an admin sends a notification to every active user, or to the active users
// holding one role (spec 1 §2 "System notification dialog", §5, §6, §7).
// Body: {title, message, priority = 'high' (spec 1 §9), targetRole? (absent/'all' = everyone)}.
// Inserts one notifications row (type 'system_alert') per recipient and answers
// {success: true, recipients: [{id, email}], count}.
import { getEnv, type EnvReader } from '../_shared/env.ts';
import { HttpError, json, readJsonObject, serveJson } from '../_shared/http.ts';
import type { Role } from '../_shared/roles.ts';
import { MSG_FORBIDDEN, requireCaller, serviceClient } from '../_shared/supabase.ts';
import {
  MSG,
  optionalRole,
  pick,
  priorityOrDefault,
  requireText,
  type NotificationPriority,
} from '../_shared/validators.ts';

export const DEFAULT_ALERT_PRIORITY: NotificationPriority = 'high'; // spec 1 §9
export const MAX_TITLE_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 2000;

export interface SystemAlertInput {
  title: string;
  message: string;
  priority: NotificationPriority;
  targetRole: Role | null;
}

/** Validates the body (pure; unit-tested). */
export function parseSystemAlertBody(body: Record<string, unknown>): SystemAlertInput {
  const title = requireText(body.title, MSG.titleMessageRequired, MAX_TITLE_LENGTH);
  const message = requireText(body.message, MSG.titleMessageRequired, MAX_MESSAGE_LENGTH);
  const priority = priorityOrDefault(body.priority, DEFAULT_ALERT_PRIORITY);
  const targetRole = optionalRole(pick(body, 'targetRole', 'target_role'));
  return { title, message, priority, targetRole };
}

export function systemAlertHandler(env: EnvReader = getEnv): (req: Request) => Promise<Response> {
  return serveJson('system-alert', async (req) => {
    const caller = await requireCaller(req, env);
    if (!caller.roles.includes('admin')) throw new HttpError(403, MSG_FORBIDDEN);
    const input = parseSystemAlertBody(await readJsonObject(req));

    const admin = serviceClient(env);
    let query = admin.from('users').select('id, email').eq('is_active', true);
    if (input.targetRole) query = query.contains('roles', [input.targetRole]);
    const { data: users, error } = await query.order('created_at', { ascending: true });
    if (error) throw new Error(`recipient lookup failed: ${error.message}`);
    const recipients = (users ?? []).map((u) => ({ id: u.id as string, email: u.email as string }));

    const rows = recipients.map((r) => ({
      user_id: r.id,
      type: 'system_alert',
      title: input.title,
      message: input.message,
      priority: input.priority,
      data: { sent_by: caller.id, target_role: input.targetRole ?? 'all' },
    }));
    if (rows.length > 0) {
      // One insert = one transaction: every recipient gets the alert, or nobody does.
      const { error: insertError } = await admin.from('notifications').insert(rows);
      if (insertError) throw new Error(`notification insert failed: ${insertError.message}`);
    }
    return json({ success: true, recipients, count: recipients.length });
  });
}

const run = systemAlertHandler();
export default async function handler(req: Request): Promise<Response> {
  return run(req);
}
