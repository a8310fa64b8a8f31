// Remote answer from the chatbot-claude function (spec 1 §7 Functions). Without an AI key the
// function answers 503 and the drawer falls back to the local answer (docs/decisions.md).
import { baseApi, getSupabase, isRecord } from '@akademi/shared';

export interface ChatHistoryItem {
  role: 'user' | 'assistant';
  content: string;
}

export async function askChatbot(message: string, conversationHistory: ChatHistoryItem[], userId: string | null): Promise<{ answer: string | null }> {
  try {
    const { data, error } = await getSupabase().functions.invoke('chatbot-claude', {
      body: { message, conversationHistory, userId: userId ?? 'anonymous' },
    });
    const answer = isRecord(data) ? data.response : undefined;
    return { answer: !error && typeof answer === 'string' && answer.trim() ? answer : null };
  } catch (_e) {
    return { answer: null };
  }
}

export const chatbotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    askChatbot: build.mutation<string | null, { message: string; history: ChatHistoryItem[]; userId: string | null }>({
      queryFn: async ({ message, history, userId }) => ({ data: (await askChatbot(message, history, userId)).answer }),
    }),
  }),
});

export const { useAskChatbotMutation } = chatbotApi;
