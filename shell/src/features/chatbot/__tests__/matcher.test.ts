import { matchKnowledge, normalize } from '../lib/matcher';
import type { KnowledgeEntry } from '../lib/knowledge-base';

const base: KnowledgeEntry[] = [
  { category: 'a', keywords: ['test', 'dikkat testi'], answer: 'A', related: [] },
  { category: 'b', keywords: ['dikkat'], answer: 'B', related: [] },
  { category: 'c', keywords: ['İletişim'], answer: 'C', related: [] },
];

describe('chat matcher (spec 1 §5)', () => {
  it('lower-cases in the Turkish locale', () => {
    expect(normalize('  İLETİŞİM  Işık ')).toBe('iletişim ışık');
    expect(matchKnowledge('İLETİŞİM bilgisi', base)?.category).toBe('c');
  });
  it('an exact keyword match wins over a longer contained one', () => {
    expect(matchKnowledge('Dikkat', base)?.category).toBe('b');
  });
  it('otherwise the longest contained keyword', () => {
    expect(matchKnowledge('dikkat testi ne kadar sürer', base)?.category).toBe('a');
    expect(matchKnowledge('bu test nasıl', base)?.category).toBe('a');
  });
  it('blank or unmatched gives nothing', () => {
    expect(matchKnowledge('   ', base)).toBeNull();
    expect(matchKnowledge('merhaba', base)).toBeNull();
  });
  it('the real knowledge base answers the canned facts', () => {
    expect(matchKnowledge('Burdon testi ne kadar sürer?')?.answer).toContain('15-20 dakika');
    expect(matchKnowledge('Veli anketi kaç soru?')?.answer).toContain('40 sorudan');
    expect(matchKnowledge('Test yarıda kesilirse ne olur?')?.answer).toContain('baştan');
  });
});
