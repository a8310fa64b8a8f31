// Sends a system notification through the system-alert function (spec 1 §2 "System notification
// dialog", §7). Answer: {success, recipients: [{id, email}], count}. Never throws.
import { baseApi, getSupabase, isRecord, type NotificationPriority, type Role } from '@akademi/shared';

export interface SystemAlertRequest {
  title: string;
  message: string;
  priority: NotificationPriority;
  /** 'all' = every active user; the function gets no targetRole then. */
  targetRole: Role | 'all';
}

export type SystemAlertResult = { ok: true; count: number } | { ok: false; reason: 'empty' | 'error' };

export async function sendSystemAlert(req: SystemAlertRequest): Promise<SystemAlertResult> {
  const body: Record<string, string> = { title: req.title, message: req.message, priority: req.priority };
  if (req.targetRole !== 'all') body.targetRole = req.targetRole;
  try {
    const { data, error } = await getSupabase().functions.invoke('system-alert', { body });
    if (error) return { ok: false, reason: 'error' };
    const answer = isRecord(data) ? data : {};
    const recipients = Array.isArray(answer.recipients) ? answer.recipients : [];
    if (!answer.success || recipients.length === 0) return { ok: false, reason: 'empty' };
    return { ok: true, count: typeof answer.count === 'number' ? answer.count : recipients.length };
  } catch (_e) {
    return { ok: false, reason: 'error' };
  }
}

export const systemAlertApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // the sender may be among the recipients: their bell's count and list are read again
    sendSystemAlert: build.mutation<SystemAlertResult, SystemAlertRequest>({
      queryFn: async (req) => ({ data: await sendSystemAlert(req) }),
      invalidatesTags: (result) => (result?.ok ? [{ type: 'Notification' }] : []),
    }),
  }),
});

export const { useSendSystemAlertMutation } = systemAlertApi;
