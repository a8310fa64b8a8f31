// Local keyword matching of the chatbot (spec 1 §5 Chat): Turkish-locale lower-casing; an exact
// keyword match wins, otherwise the longest keyword contained in the message.
import { KNOWLEDGE_BASE, type KnowledgeEntry } from './knowledge-base';

export const normalize = (text: string) => text.trim().toLocaleLowerCase('tr-TR').replace(/\s+/g, ' ');

export function matchKnowledge(message: string, base: readonly KnowledgeEntry[] = KNOWLEDGE_BASE): KnowledgeEntry | null {
  const text = normalize(message);
  if (!text) return null;
  for (const entry of base) if (entry.keywords.some((k) => normalize(k) === text)) return entry;
  let best: { entry: KnowledgeEntry; length: number } | null = null;
  for (const entry of base) {
    for (const keyword of entry.keywords) {
      const k = normalize(keyword);
      if (k && text.includes(k) && (!best || k.length > best.length)) best = { entry, length: k.length };
    }
  }
  return best?.entry ?? null;
}
