// Remote answer from the chatbot-claude function (spec 1 §7 Functions). Without an AI key the
// function answers 503 and the drawer falls back to the local answer (docs/decisions.md).
import { getSupabase } from '@akademi/shared';

export interface ChatHistoryItem {
  role: 'user' | 'assistant';
  content: string;
}

export async function askChatbot(message: string, conversationHistory: ChatHistoryItem[], userId: string | null): Promise<{ answer: string | null }> {
  try {
    const { data, error } = await getSupabase().functions.invoke('chatbot-claude', {
      body: { message, conversationHistory, userId: userId ?? 'anonymous' },
    });
    const answer = (data as { response?: unknown } | null)?.response;
    return { answer: !error && typeof answer === 'string' && answer.trim() ? answer : null };
  } catch (_e) {
    return { answer: null };
  }
}
