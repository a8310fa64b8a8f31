import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { HafizaTest, NO_VOICE_NOTICE, type HafizaDeps } from '../HafizaTest';
import { AUDITORY_STUDY, QUESTIONS, VISUAL_STUDY, type MemoryAnswer, type MemoryPart } from '@akademi/shared/domain/battery/hafiza/design';
import type { SpeechPort } from '../speech';

const params = { sessionId: '11111111-1111-4111-8111-111111111111', studentId: '22222222-2222-4222-8222-222222222222', conductedBy: null };

/** Advances the fake clock in small steps, so timers and frames scheduled on the way also run. */
const next = async (ms = 400): Promise<void> => {
  for (let t = 0; t < ms; t += 20) await act(async () => void jest.advanceTimersByTime(20));
  await act(async () => undefined);
};
const step = (): string => document.querySelector('main')?.getAttribute('data-step') ?? '';
/** Advances until the page shows `name` (or fails after `maxMs`). */
async function until(name: string, maxMs = 12_000): Promise<void> {
  for (let t = 0; t < maxMs && step() !== name; t += 40) await next(40);
  expect(step()).toBe(name);
}
const options = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('[data-option]'));

// jsdom stamps events with the real clock; the page compares event.timeStamp with
// performance.now(), so the tests stamp their events on the (fake) performance clock.
const stamped = <E extends Event>(e: E): E => {
  Object.defineProperty(e, 'timeStamp', { value: performance.now() });
  return e;
};
const pressKey = (k: string): void => void fireEvent(window, stamped(createEvent.keyDown(window, { key: k, code: `Digit${k}` })));
const touch = (el: HTMLElement, init: Record<string, unknown> = { pointerType: 'touch' }): void => void fireEvent(el, stamped(createEvent.pointerDown(el, init)));

const noVoice: SpeechPort = { findTurkishVoice: () => Promise.resolve(null), speak: () => Promise.resolve(false) };

describe('HafizaTest page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('without a Turkish voice: notice, practice with feedback, four parts by key and touch, one row saved', async () => {
    const deps: HafizaDeps = { save: jest.fn().mockResolvedValue('stored'), waitStored: jest.fn().mockResolvedValue(undefined), finish: jest.fn().mockResolvedValue(undefined) };
    render(<HafizaTest params={params} speech={noVoice} deps={deps} />);
    await next(0);
    expect(screen.getByRole('heading', { name: 'Hafıza Testi' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(NO_VOICE_NOTICE);

    fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
    await until('ready-practice-visual');
    fireEvent.click(screen.getByRole('button', { name: 'Hazırım' }));
    await next(0);
    expect(step()).toBe('practice-study-visual-1');
    await until('practice-question-visual');
    expect(screen.getByText('Alıştırma 0 / 2')).toBeInTheDocument();
    await next(300);
    pressKey('2'); // üçgen
    await next(0);
    expect(screen.getByText('Doğru!')).toBeInTheDocument();
    await until('ready-practice-auditory');
    expect(screen.getByText('Kelimeleri dikkatle oku')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hazırım' }));
    await next(0);
    expect(screen.getByText('su')).toBeInTheDocument(); // the word, shown as text
    await until('practice-question-auditory');
    expect(screen.getByRole('heading', { name: 'Bu kelimelerden hangisini gördün?' })).toBeInTheDocument();
    await next(300);
    touch(screen.getByRole('button', { name: 'çay' }), { pointerType: 'touch' });
    await next(0);
    expect(screen.getByText('Yanlış')).toBeInTheDocument();
    await until('practice-done');

    fireEvent.click(screen.getByRole('button', { name: 'Teste Başla' }));
    await until('ready-visual');
    fireEvent.click(screen.getByRole('button', { name: 'Hazırım' }));
    for (let i = 1; i <= VISUAL_STUDY.length; i += 1) {
      await until(`study-visual-${i}`);
      expect(document.querySelector('[data-study-item]')).toHaveAttribute('data-study-item', VISUAL_STUDY[i - 1]);
    }
    // short visual: first question answered at once (implausible), the rest by touch after 400 ms
    const answer = async (part: MemoryPart, n: number, how: 'key' | 'touch' | 'instant', choice?: number) => {
      const q = QUESTIONS[part][n - 1];
      await until(`question-${part}-${n}`);
      const index = choice ?? q.correctIndex;
      if (how !== 'instant') await next(400);
      if (how === 'touch') touch(options()[index], { pointerType: 'touch' });
      else pressKey(String(index + 1));
      await next(0);
    };
    await answer('short_visual', 1, 'instant');
    for (let n = 2; n <= 5; n += 1) await answer('short_visual', n, 'touch');
    expect(screen.getByText('Soru 5 / 20')).toBeInTheDocument();
    await until('ready-auditory');
    fireEvent.click(screen.getByRole('button', { name: 'Hazırım' }));
    for (let i = 1; i <= AUDITORY_STUDY.length; i += 1) {
      await until(`study-auditory-${i}`);
      expect(screen.getByText(AUDITORY_STUDY[i - 1])).toBeInTheDocument();
    }
    for (let n = 1; n <= 5; n += 1) await answer('short_auditory', n, 'key', n === 3 ? (QUESTIONS.short_auditory[2].correctIndex + 1) % 4 : undefined);
    // filler: counting, not scored
    await until('filler-1');
    expect(screen.getByRole('heading', { name: 'Kaç tane top var?' })).toBeInTheDocument();
    pressKey('2');
    await until('filler-2');
    touch(options()[0], { pointerType: 'mouse', button: 0 });
    await until('ready-delayed');
    expect(screen.getByText('Bu sefer onları tekrar göstermeyeceğim.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hazırım' }));
    for (let n = 1; n <= 5; n += 1) await answer('long_visual', n, 'touch');
    for (let n = 1; n <= 5; n += 1) await answer('long_auditory', n, 'key');
    await until('done');
    expect(screen.getByRole('heading', { name: 'Hafıza testi tamamlandı' })).toBeInTheDocument();

    expect(deps.save).toHaveBeenCalledTimes(1);
    expect(deps.finish).toHaveBeenCalledTimes(1);
    const [table, row] = (deps.save as jest.Mock).mock.calls[0] as [string, Record<string, unknown>];
    expect(table).toBe('memory_test_results');
    expect(row).toMatchObject({
      session_id: params.sessionId,
      student_id: params.studentId,
      conducted_by: null,
      correct_answers: 18,
      total_questions: 20,
      accuracy_percentage: 90,
      success_rate: 90,
      short_visual_accuracy: 80,
      short_auditory_accuracy: 80,
      long_visual_accuracy: 100,
      long_auditory_accuracy: 100,
    });
    const detailed = row.detailed_answers as Record<MemoryPart, MemoryAnswer[]> & { auditory_presentation: string };
    expect(detailed.auditory_presentation).toBe('text');
    expect(detailed.short_visual[0]).toMatchObject({ implausible: true, isCorrect: false, chosen: QUESTIONS.short_visual[0].target });
    expect(detailed.short_visual[1]).toMatchObject({ isCorrect: true, implausible: false, input: 'pointer' });
    // answered 400 ms after the check that saw the options (the check itself polls every 40 ms)
    for (const a of [detailed.short_visual[1], detailed.long_auditory[4]]) {
      expect(a.responseTime).toBeGreaterThanOrEqual(0.4);
      expect(a.responseTime).toBeLessThan(0.45);
    }
    expect(detailed.short_visual[0].responseTime).toBeLessThan(0.05);
    expect(detailed.short_auditory[2]).toMatchObject({ isCorrect: false, implausible: false, input: 'keyboard' });
    expect(detailed.long_auditory[4]).toMatchObject({ isCorrect: true, input: 'keyboard' });
    expect(Number(row.test_duration_seconds)).toBeGreaterThan(15);
    expect(Date.parse(row.test_end_time as string)).toBeGreaterThan(Date.parse(row.test_start_time as string));
  });

  it('with a Turkish voice: no notice, the words are spoken in tr-TR and the questions ask what was heard', async () => {
    const voice = { lang: 'tr-TR', name: 'Türkçe', localService: true } as SpeechSynthesisVoice;
    const spoken: string[] = [];
    const speech: SpeechPort = {
      findTurkishVoice: () => Promise.resolve(voice),
      speak: (text, v) => {
        expect(v).toBe(voice);
        spoken.push(text);
        return new Promise((r) => setTimeout(() => r(true), 700));
      },
    };
    const deps: HafizaDeps = { save: jest.fn(), waitStored: jest.fn(), finish: jest.fn() };
    render(<HafizaTest params={params} speech={speech} deps={deps} />);
    await next(0);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText(/bazı kelimeler söyleyeceğim/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
    await until('ready-practice-visual');
    fireEvent.click(screen.getByRole('button', { name: 'Hazırım' }));
    await until('practice-question-visual');
    await next(300);
    pressKey('2');
    await until('ready-practice-auditory');
    expect(screen.getByText('Kelimeleri dikkatle dinle')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hazırım' }));
    await next(0);
    expect(screen.getByText('Dinle…')).toBeInTheDocument();
    expect(screen.queryByText('su')).toBeNull(); // heard, not shown
    await until('practice-question-auditory');
    expect(spoken).toEqual(['su', 'ekmek']);
    expect(screen.getByRole('heading', { name: 'Bu kelimelerden hangisini duydun?' })).toBeInTheDocument();
  });

  it('when speaking fails (e.g. blocked), the word is shown as text and the notice appears', async () => {
    const voice = { lang: 'tr-TR', name: 'Türkçe', localService: true } as SpeechSynthesisVoice;
    const speech: SpeechPort = { findTurkishVoice: () => Promise.resolve(voice), speak: (text) => Promise.resolve(text === 'su') };
    const deps: HafizaDeps = { save: jest.fn(), waitStored: jest.fn(), finish: jest.fn() };
    render(<HafizaTest params={params} speech={speech} deps={deps} />);
    await next(0);
    fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
    await until('ready-practice-visual');
    fireEvent.click(screen.getByRole('button', { name: 'Hazırım' }));
    await until('practice-question-visual');
    await next(300);
    pressKey('2');
    await until('ready-practice-auditory');
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hazırım' }));
    await until('practice-study-auditory-2');
    expect(screen.getByText('ekmek')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(NO_VOICE_NOTICE);
    await until('practice-question-auditory');
    expect(screen.getByRole('heading', { name: 'Bu kelimelerden hangisini gördün?' })).toBeInTheDocument();
  });
});
