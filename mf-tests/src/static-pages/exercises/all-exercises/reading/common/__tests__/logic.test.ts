import { createRng } from '@akademi/shared/domain';
import { CATEGORY_OPTIONS, PASSAGES, passagesFor, SCHOOL_LEVEL_OPTIONS } from '../../content/texts';
import { buildQuiz, chunkWords, levelAfterQuiz, lines, normalizeWord, orderPassages, phraseGroups, shuffle, wordCount, words } from '../logic';

describe('reading content', () => {
  it('has two passages per category and school level, each with 3–5 questions of four options', () => {
    for (const c of CATEGORY_OPTIONS) {
      for (const l of SCHOOL_LEVEL_OPTIONS) expect(passagesFor(c.value, l.value)).toHaveLength(2);
    }
    expect(new Set(PASSAGES.map((p) => p.id)).size).toBe(PASSAGES.length);
    for (const p of PASSAGES) {
      expect(p.questions.length).toBeGreaterThanOrEqual(3);
      expect(p.questions.length).toBeLessThanOrEqual(5);
      for (const q of p.questions) {
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options).size).toBe(4);
        expect(q.answer).toBeGreaterThanOrEqual(0);
        expect(q.answer).toBeLessThan(4);
      }
      // ortaöğretim passages are the longer ones
      expect(wordCount(p.text)).toBeGreaterThanOrEqual(p.level === 'ilkogretim' ? 60 : 90);
    }
    // question texts are unique so a script (and a child's parent) can tell them apart
    const texts = PASSAGES.flatMap((p) => p.questions.map((q) => q.text));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('splitting text', () => {
  const ws = words('Elif  parka koştu. Uçurtma, göğe yükseldi ve   ip kaydı.');

  it('keeps punctuation on its word', () => {
    expect(ws).toEqual(['Elif', 'parka', 'koştu.', 'Uçurtma,', 'göğe', 'yükseldi', 've', 'ip', 'kaydı.']);
    expect(wordCount(' a  b ')).toBe(2);
  });

  it('chunks by word count and lines by characters', () => {
    expect(chunkWords(ws, 4).map((c) => c.length)).toEqual([4, 4, 1]);
    // 'Elif parka koştu.' is 17 chars; adding ' Uçurtma,' would make 26 > 20
    expect(lines(ws, 20).map((l) => l.join(' '))).toEqual(['Elif parka koştu.', 'Uçurtma, göğe', 'yükseldi ve ip', 'kaydı.']);
    expect(lines(['çokçokçokuzunbirkelime', 've'], 5)).toEqual([['çokçokçokuzunbirkelime'], ['ve']]);
  });

  it('groups words within phrases, as evenly as possible', () => {
    // phrases: [Elif parka koştu.] [Uçurtma,] [göğe yükseldi ve ip kaydı.]
    expect(phraseGroups(ws, 2).map((g) => g.join(' '))).toEqual(['Elif parka', 'koştu.', 'Uçurtma,', 'göğe yükseldi', 've ip', 'kaydı.']);
    expect(phraseGroups(ws, 4).map((g) => g.join(' '))).toEqual(['Elif parka koştu.', 'Uçurtma,', 'göğe yükseldi ve', 'ip kaydı.']);
    expect(phraseGroups(words('bir iki üç dört beş'), 4).map((g) => g.length)).toEqual([3, 2]);
  });

  it('normalizes words the Turkish way', () => {
    expect(normalizeWord('Işık,')).toBe('ışık');
    expect(normalizeWord('İpek')).toBe('ipek');
    expect(normalizeWord("Elif'in")).toBe('elif');
    expect(normalizeWord('Çin’den')).toBe('çin');
    expect(normalizeWord('(kitap).')).toBe('kitap');
  });
});

describe('passage order (sort setting)', () => {
  const list = passagesFor('tarih', 'ortaogretim'); // Matbaanın Yayılışı (94 words), Göbeklitepe (99 words)

  it('alpha sorts by Turkish title, words by length, random shuffles with the seed', () => {
    expect(orderPassages(list, 'alpha', createRng(1)).map((p) => p.title)).toEqual(['Göbeklitepe', 'Matbaanın Yayılışı']);
    expect(orderPassages(list, 'words', createRng(1)).map((p) => p.title)).toEqual(['Matbaanın Yayılışı', 'Göbeklitepe']);
    const r1 = orderPassages(PASSAGES, 'random', createRng(7)).map((p) => p.id);
    expect(orderPassages(PASSAGES, 'random', createRng(7)).map((p) => p.id)).toEqual(r1);
    expect([...r1].sort()).toEqual(PASSAGES.map((p) => p.id).sort());
  });
});

describe('quiz', () => {
  it('shuffles options but keeps the right answer', () => {
    const qs = PASSAGES[0].questions;
    const quiz = buildQuiz(qs, 3, createRng(42));
    expect(quiz).toHaveLength(3);
    quiz.forEach((item, i) => {
      expect(item.text).toBe(qs[i].text);
      expect([...item.options].sort()).toEqual([...qs[i].options].sort());
      expect(item.options[item.answer]).toBe(qs[i].options[qs[i].answer]);
    });
    expect(buildQuiz(qs, 10, createRng(1))).toHaveLength(qs.length);
    expect(shuffle([1, 2, 3], () => 0.999)).toEqual([1, 2, 3]);
  });

  it('applies the 80 % / 50 % level rule to one quiz', () => {
    expect(levelAfterQuiz(3, 4, 4, 10)).toEqual({ accuracy: 100, level: 4, passed: true });
    expect(levelAfterQuiz(3, 3, 4, 10)).toEqual({ accuracy: 75, level: 3, passed: false });
    expect(levelAfterQuiz(3, 2, 4, 10)).toEqual({ accuracy: 50, level: 3, passed: false });
    expect(levelAfterQuiz(3, 1, 4, 10)).toEqual({ accuracy: 25, level: 2, passed: false });
    expect(levelAfterQuiz(10, 4, 4, 10)).toEqual({ accuracy: 100, level: 10, passed: false });
    expect(levelAfterQuiz(1, 0, 0, 5)).toEqual({ accuracy: 0, level: 1, passed: false });
  });
});
