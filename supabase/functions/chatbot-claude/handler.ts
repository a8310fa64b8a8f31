// chatbot-claude: answers support questions the client's local keyword rules could not
// (spec 1 §2 "Support chatbot drawer", §4 Chat, §7). Body: {message, conversationHistory:
// {role: 'user'|'assistant', content}[] (last 10 used), userId?}. Answers {response,
// tokensUsed: {input, output, total}, responseTimeMs, model}. With no ANTHROPIC_API_KEY it
// answers 503 {error: 'AI provider not configured'} so the client falls back to its local
// answer (spec 1 §4). The provider call takes an injected fetch (tests never reach a network).
import { anthropicConfig, complete, ProviderError, type ChatTurn } from '../_shared/anthropic.ts';
import { getEnv, type EnvReader } from '../_shared/env.ts';
import { HttpError, json, readJsonObject, serveJson } from '../_shared/http.ts';
import { requireText } from '../_shared/validators.ts';

export const CHAT_HISTORY_LIMIT = 10; // spec 1 §9 "chat history last 10 messages"
export const MAX_CHAT_MESSAGE = 2000;
export const MAX_HISTORY_CONTENT = 4000;
export const MAX_ANSWER_TOKENS = 600;
export const MSG_NOT_CONFIGURED = 'AI provider not configured';
export const MSG_PROVIDER_FAILED = 'Yapay zekâ yanıtı alınamadı; lütfen daha sonra tekrar deneyin';

/** Facts from spec 1 §9 ("Canned support content") and §1; the model must not invent others. */
export const SYSTEM_PROMPT = [
  'Sen Akademi\'nin destek asistanısın. Akademi; beyin antrenörlerinin öğrencilere bilişsel beceri, dikkat ve okuma değerlendirmeleri ile egzersizler uyguladığı ve sonuçları takip ettiği Türkçe bir web platformudur.',
  'Her zaman Türkçe, kısa, nazik ve net yanıt ver. Yalnızca platformun kullanımı, testler, raporlar, öğrenci yönetimi ve hesap konularında yardım et.',
  'Roller: Admin (herkesi yönetir), Temsilci (beyin antrenörlerini yönetir), Beyin Antrenörü (öğrencilerini yönetir), Kullanıcı (öğrenci).',
  'Bilinen bilgiler:',
  '- Telefon desteği hafta içi 09:00-18:00 arasındadır; hafta sonu kapalıdır.',
  '- E-posta ile gönderilen mesajlara 24 saat içinde dönüş yapılır.',
  '- Bilişsel beceri testi yaklaşık 20-25 dakika sürer.',
  '- Okuma testleri 5-15 dakika sürer.',
  '- Burdon dikkat testi 15-20 dakika sürer.',
  '- d2 dikkat testi 10-15 dakika sürer.',
  '- Veli anketi 10-15 dakika sürer ve 40 sorudan oluşur.',
  '- Yarıda kesilen bir test baştan yeniden yapılmalıdır; yanıtlar kaydedilmez.',
  'Bilmediğin bir konuda tahmin yürütme; kullanıcıyı Yardım sayfasındaki iletişim formuna veya telefon desteğine yönlendir. Şifre, kişisel veri veya öğrenci sonuçlarını asla isteme.',
].join('\n');

export interface ChatInput {
  message: string;
  history: ChatTurn[];
  userId: string | null;
}

/** Validates the body (pure; unit-tested). */
export function parseChatBody(body: Record<string, unknown>): ChatInput {
  const message = requireText(body.message, 'Mesaj boş olamaz', MAX_CHAT_MESSAGE);
  const raw = body.conversationHistory ?? body.conversation_history ?? [];
  if (!Array.isArray(raw)) throw new HttpError(400, 'conversationHistory bir dizi olmalıdır');
  const history: ChatTurn[] = raw.map((item, i) => {
    const turn = item as { role?: unknown; content?: unknown } | null;
    if (!turn || typeof turn !== 'object' || (turn.role !== 'user' && turn.role !== 'assistant') || typeof turn.content !== 'string') {
      throw new HttpError(400, `conversationHistory[${i}] geçersiz: {role: 'user'|'assistant', content: string} bekleniyor`);
    }
    return { role: turn.role, content: turn.content.slice(0, MAX_HISTORY_CONTENT) };
  });
  const userId = body.userId;
  if (userId !== undefined && userId !== null && typeof userId !== 'string') throw new HttpError(400, 'userId metin olmalıdır');
  return { message, history: history.slice(-CHAT_HISTORY_LIMIT), userId: (userId as string | null | undefined) ?? null };
}

/**
 * Builds the Messages API turn list: last 10 history turns, blank turns dropped, leading
 * assistant turns (the greeting) dropped because the API expects the user to speak first, the
 * current message appended unless the history already ends with it, consecutive same-role turns
 * merged (the API wants alternation).
 */
export function buildTurns(history: ChatTurn[], message: string): ChatTurn[] {
  const turns = history.slice(-CHAT_HISTORY_LIMIT).filter((t) => t.content.trim() !== '');
  while (turns[0]?.role === 'assistant') turns.shift();
  const last = turns[turns.length - 1];
  if (!(last && last.role === 'user' && last.content.trim() === message)) turns.push({ role: 'user', content: message });
  const merged: ChatTurn[] = [];
  for (const t of turns) {
    const prev = merged[merged.length - 1];
    if (prev && prev.role === t.role) prev.content = `${prev.content}\n\n${t.content}`;
    else merged.push({ role: t.role, content: t.content.trim() });
  }
  return merged;
}

export interface ChatbotDeps {
  env?: EnvReader;
  fetch?: typeof fetch;
  now?: () => number;
}

export function createChatbotHandler(deps: ChatbotDeps = {}): (req: Request) => Promise<Response> {
  const env = deps.env ?? getEnv;
  const fetchImpl = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const now = deps.now ?? (() => Date.now());
  return serveJson('chatbot-claude', async (req) => {
    const started = now();
    const input = parseChatBody(await readJsonObject(req));
    const cfg = anthropicConfig(env);
    if (!cfg) return json({ error: MSG_NOT_CONFIGURED }, 503);
    try {
      const result = await complete(cfg, SYSTEM_PROMPT, buildTurns(input.history, input.message), MAX_ANSWER_TOKENS, fetchImpl);
      return json({
        response: result.text,
        tokensUsed: { input: result.inputTokens, output: result.outputTokens, total: result.inputTokens + result.outputTokens },
        responseTimeMs: now() - started,
        model: result.model,
      });
    } catch (err) {
      if (err instanceof ProviderError) {
        console.error('[chatbot-claude]', err.message);
        throw new HttpError(502, MSG_PROVIDER_FAILED);
      }
      throw err;
    }
  });
}

const run = createChatbotHandler();
export default async function handler(req: Request): Promise<Response> {
  return run(req);
}
