import { browserSpeech, pickTurkishVoice } from '../speech';

// A fake speechSynthesis: voices appear on demand, utterances end / fail / hang as told.
class FakeUtterance {
  lang = '';
  voice: unknown = null;
  rate = 1;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

function fakeSynth(voices: { lang: string; localService: boolean }[], behaviour: 'end' | 'error' | 'hang' | 'start-hang') {
  const listeners = new Set<() => void>();
  const spoken: FakeUtterance[] = [];
  const synth = {
    getVoices: () => voices,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    cancel: jest.fn(),
    speak: (u: FakeUtterance) => {
      spoken.push(u);
      if (behaviour === 'hang') return;
      setTimeout(() => {
        u.onstart?.();
        if (behaviour === 'end') setTimeout(() => u.onend?.(), 500);
        if (behaviour === 'error') u.onerror?.();
      }, 50);
    },
    fireVoicesChanged: () => listeners.forEach((l) => l()),
    listeners,
    spoken,
  };
  return synth;
}

describe('browserSpeech', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = FakeUtterance;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });

  it('takes a Turkish voice that arrives with voiceschanged; gives up after the wait', async () => {
    const voices: { lang: string; localService: boolean }[] = [];
    const synth = fakeSynth(voices, 'end');
    const port = browserSpeech(synth as unknown as SpeechSynthesis);
    const found = port.findTurkishVoice(1000);
    voices.push({ lang: 'tr-TR', localService: true });
    synth.fireVoicesChanged();
    await expect(found).resolves.toMatchObject({ lang: 'tr-TR' });
    expect(synth.listeners.size).toBe(0);

    const none = browserSpeech(fakeSynth([{ lang: 'en-US', localService: true }], 'end') as unknown as SpeechSynthesis).findTurkishVoice(1000);
    jest.advanceTimersByTime(1000);
    await expect(none).resolves.toBeNull();
    await expect(browserSpeech(undefined).findTurkishVoice(10)).resolves.toBeNull();
  });

  it('speaks in tr-TR with the voice; heard on end, not heard on error or when it never starts', async () => {
    const voice = { lang: 'tr-TR', localService: true } as SpeechSynthesisVoice;
    const ok = fakeSynth([], 'end');
    const p1 = browserSpeech(ok as unknown as SpeechSynthesis).speak('kalem', voice, 3000);
    jest.advanceTimersByTime(600);
    await expect(p1).resolves.toBe(true);
    expect(ok.spoken[0]).toMatchObject({ text: 'kalem', lang: 'tr-TR', voice });

    const failing = browserSpeech(fakeSynth([], 'error') as unknown as SpeechSynthesis).speak('kapı', voice, 3000);
    jest.advanceTimersByTime(100);
    await expect(failing).resolves.toBe(false);

    const hung = fakeSynth([], 'hang');
    const p3 = browserSpeech(hung as unknown as SpeechSynthesis).speak('masa', voice, 3000);
    jest.advanceTimersByTime(3000);
    await expect(p3).resolves.toBe(false);
    expect(hung.cancel).toHaveBeenCalled();
  });
});

describe('voice choice', () => {
  it('prefers a local tr-TR voice, accepts tr_TR / tr, refuses other languages', () => {
    const v = (lang: string, localService: boolean) => ({ lang, localService, name: `${lang}-${String(localService)}` });
    expect(pickTurkishVoice([v('en-US', true), v('tr-TR', false), v('tr-TR', true)])).toMatchObject({ lang: 'tr-TR', localService: true });
    expect(pickTurkishVoice([v('tr_TR', false)])).toMatchObject({ lang: 'tr_TR' });
    expect(pickTurkishVoice([v('tr', false)])).toMatchObject({ lang: 'tr' });
    expect(pickTurkishVoice([v('en-US', true), v('de-DE', true), v('tt-RU', true)])).toBeNull();
    expect(pickTurkishVoice([])).toBeNull();
  });
});
