// Contact form → send-support-email (spec 1 §7 Functions); the user id comes from the session.
import { baseApi, getSupabase } from '@akademi/shared';
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

export const supportMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSupportMessage: build.mutation<boolean, { form: ContactForm; userId: string | null }>({
      queryFn: async ({ form, userId }) => ({ data: (await sendSupportMessage(form, userId)).ok }),
    }),
  }),
});

export const { useSendSupportMessageMutation } = supportMessageApi;
