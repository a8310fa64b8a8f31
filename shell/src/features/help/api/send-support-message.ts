// Contact form → send-support-email (spec 1 §7 Functions); the user id comes from the session.
import { getSupabase } from '@akademi/shared';
import type { ContactForm } from '../lib/help-content';

export async function sendSupportMessage(form: ContactForm, userId: string | null): Promise<{ ok: boolean }> {
  try {
    const { error } = await getSupabase().functions.invoke('send-support-email', {
      body: { name: form.name.trim(), email: form.email.trim(), subject: form.subject, message: form.message.trim(), userId },
    });
    return { ok: !error };
  } catch (_e) {
    return { ok: false };
  }
}
