// Contact form → send-support-email (spec 1 §7 Functions); the user id comes from the session.
import { baseApi, step } from '@akademi/shared';
import type { ContactForm } from '../lib/help-content';

export const supportMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSupportMessage: build.mutation<boolean, { form: ContactForm; userId: string | null }>({
      // true when sent; the page shows its own text on false
      async queryFn({ form, userId }, _api, _extra, baseQuery) {
        const res = await step(baseQuery, (supabase) =>
          supabase.functions.invoke('send-support-email', {
            body: { name: form.name.trim(), email: form.email.trim(), subject: form.subject, message: form.message.trim(), userId },
          }),
        );
        return { data: !('error' in res) };
      },
    }),
  }),
});

export const { useSendSupportMessageMutation } = supportMessageApi;
