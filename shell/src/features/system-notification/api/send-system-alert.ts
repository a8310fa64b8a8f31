// Sends a system notification through the system-alert function (spec 1 §2 "System notification
// dialog", §7). Answer: {success, recipients: [{id, email}], count}. Never throws.
import { baseApi, isRecord, step, type NotificationPriority, type Role } from '@akademi/shared';

export interface SystemAlertRequest {
  title: string;
  message: string;
  priority: NotificationPriority;
  /** 'all' = every active user; the function gets no targetRole then. */
  targetRole: Role | 'all';
}

export type SystemAlertResult = { ok: true; count: number } | { ok: false; reason: 'empty' | 'error' };

/** What the dialog shows for the function's answer. Pure. */
export function systemAlertResult(data: unknown): SystemAlertResult {
  const answer = isRecord(data) ? data : {};
  const recipients = Array.isArray(answer.recipients) ? answer.recipients : [];
  if (!answer.success || recipients.length === 0) return { ok: false, reason: 'empty' };
  return { ok: true, count: typeof answer.count === 'number' ? answer.count : recipients.length };
}

export const systemAlertApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // the sender may be among the recipients: their bell's count and list are read again
    sendSystemAlert: build.mutation<SystemAlertResult, SystemAlertRequest>({
      async queryFn(req, _api, _extra, baseQuery) {
        const body: Record<string, string> = { title: req.title, message: req.message, priority: req.priority };
        if (req.targetRole !== 'all') body.targetRole = req.targetRole;
        const res = await step(baseQuery, (supabase) => supabase.functions.invoke('system-alert', { body }));
        return { data: 'error' in res ? { ok: false, reason: 'error' } : systemAlertResult(res.data) };
      },
      invalidatesTags: (result) => (result?.ok ? [{ type: 'Notification' }] : []),
    }),
  }),
});

export const { useSendSystemAlertMutation } = systemAlertApi;
