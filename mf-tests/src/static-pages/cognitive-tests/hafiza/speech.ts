// Turkish speech for the auditory part, through the browser's speechSynthesis. Without a Turkish
// voice (headless Chromium has none, many tablets lack one) the page shows the words as text
// instead and says so on screen; a non-Turkish voice would mispronounce the words.

/** What the page needs from speech synthesis (tests pass a fake). */
export interface SpeechPort {
  /** the Turkish voice to use, or null → text fallback */
  findTurkishVoice(waitMs: number): Promise<SpeechSynthesisVoice | null>;
  /**
   * speaks `text`; resolves true when it was heard (ended, or started and cut at `maxMs`),
   * false when it failed (error, e.g. 'not-allowed', or never started within `maxMs`)
   */
  speak(text: string, voice: SpeechSynthesisVoice, maxMs: number): Promise<boolean>;
}

export const isTurkishVoice = (v: Pick<SpeechSynthesisVoice, 'lang'>): boolean => /^tr([-_]|$)/i.test(v.lang);

/** Prefers a local tr-TR voice, then any tr-TR, then any Turkish voice. */
export function pickTurkishVoice<V extends Pick<SpeechSynthesisVoice, 'lang' | 'localService'>>(voices: readonly V[]): V | null {
  const tr = voices.filter(isTurkishVoice);
  const exact = tr.filter((v) => v.lang.replace('_', '-').toLowerCase() === 'tr-tr');
  return exact.find((v) => v.localService) ?? exact[0] ?? tr.find((v) => v.localService) ?? tr[0] ?? null;
}

export function browserSpeech(synth: SpeechSynthesis | undefined = typeof window !== 'undefined' ? window.speechSynthesis : undefined): SpeechPort {
  return {
    findTurkishVoice(waitMs) {
      if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return Promise.resolve(null);
      const now = pickTurkishVoice(synth.getVoices());
      if (now) return Promise.resolve(now);
      // Chrome fills the list asynchronously ('voiceschanged'); some browsers never fire it.
      return new Promise((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          synth.removeEventListener('voiceschanged', onChange);
          resolve(pickTurkishVoice(synth.getVoices()));
        };
        const onChange = (): void => {
          if (pickTurkishVoice(synth.getVoices())) done();
        };
        const timer = setTimeout(done, waitMs);
        synth.addEventListener('voiceschanged', onChange);
      });
    },
    speak(text, voice, maxMs) {
      if (!synth) return Promise.resolve(false);
      return new Promise((resolve) => {
        let settled = false;
        let started = false;
        const finish = (heard: boolean): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(heard);
        };
        const u = new SpeechSynthesisUtterance(text);
        u.lang = 'tr-TR';
        u.voice = voice;
        u.rate = 0.9; // a little slower for children
        u.onstart = () => {
          started = true;
        };
        u.onend = () => finish(true);
        u.onerror = () => finish(false);
        const timer = setTimeout(() => {
          synth.cancel();
          finish(started);
        }, maxMs);
        synth.speak(u);
      });
    },
  };
}
