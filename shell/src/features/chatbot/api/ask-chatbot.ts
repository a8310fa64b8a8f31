// Remote answer from the chatbot-claude function (spec 1 §7 Functions). Without an AI key the
// function answers 503 and the drawer falls back to the local answer (docs/decisions.md).
import { baseApi, isRecord, step } from '@akademi/shared';

export interface ChatHistoryItem {
  role: 'user' | 'assistant';
  content: string;
}

export const chatbotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    askChatbot: build.mutation<string | null, { message: string; history: ChatHistoryItem[]; userId: string | null }>({
      // any failure gives no answer (the drawer answers locally)
      async queryFn({ message, history, userId }, _api, _extra, baseQuery) {
        const res = await step(baseQuery, (supabase) =>
          supabase.functions.invoke('chatbot-claude', { body: { message, conversationHistory: history, userId: userId ?? 'anonymous' } }),
        );
        const answer = 'data' in res && isRecord(res.data) ? res.data.response : undefined;
        return { data: typeof answer === 'string' && answer.trim() ? answer : null };
      },
    }),
  }),
});

export const { useAskChatbotMutation } = chatbotApi;
