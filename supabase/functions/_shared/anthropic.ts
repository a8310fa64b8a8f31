// Minimal client of the Anthropic Messages API (plain fetch, injectable for tests).
// Config: ANTHROPIC_API_KEY (required), ANTHROPIC_MODEL, ANTHROPIC_BASE_URL.
import type { EnvReader } from './env.ts';

export const DEFAULT_ANTHROPIC_MODEL = 'claude-haiku-4-5';
export const DEFAULT_ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_VERSION = '2023-06-01';
export const ANTHROPIC_TIMEOUT_MS = 25_000;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnthropicConfig {
  apiKey: string;
  model: string;
  baseUrl: string;
}

export function anthropicConfig(env: EnvReader): AnthropicConfig | null {
  const apiKey = env('ANTHROPIC_API_KEY');
  if (!apiKey) return null;
  return {
    apiKey,
    model: env('ANTHROPIC_MODEL') ?? DEFAULT_ANTHROPIC_MODEL,
    baseUrl: (env('ANTHROPIC_BASE_URL') ?? DEFAULT_ANTHROPIC_BASE_URL).replace(/\/+$/, ''),
  };
}

export interface CompletionResult {
  text: string;
  inputTokens: number;
  outputTokens: number;
  model: string;
}

export class ProviderError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'ProviderError';
  }
}

export async function complete(
  cfg: AnthropicConfig,
  system: string,
  messages: ChatTurn[],
  maxTokens: number,
  fetchImpl: typeof fetch,
): Promise<CompletionResult> {
  let res: Response;
  try {
    res = await fetchImpl(`${cfg.baseUrl}/v1/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': cfg.apiKey,
        'anthropic-version': ANTHROPIC_VERSION,
      },
      body: JSON.stringify({ model: cfg.model, max_tokens: maxTokens, system, messages }),
      signal: AbortSignal.timeout(ANTHROPIC_TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError(`provider unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    throw new ProviderError(`provider answered ${res.status}: ${detail.slice(0, 300)}`, res.status);
  }
  const body = (await res.json().catch(() => null)) as {
    content?: { type?: string; text?: string }[];
    usage?: { input_tokens?: number; output_tokens?: number };
    model?: string;
  } | null;
  const text = (body?.content ?? [])
    .filter((c) => c.type === 'text' && typeof c.text === 'string')
    .map((c) => c.text)
    .join('')
    .trim();
  if (!text) throw new ProviderError('provider returned no text');
  return {
    text,
    inputTokens: body?.usage?.input_tokens ?? 0,
    outputTokens: body?.usage?.output_tokens ?? 0,
    model: body?.model ?? cfg.model,
  };
}
