// A metronome click for the pacing exercises (Web Audio; silent where audio is unavailable, e.g. a
// browser that blocks audio before a gesture — the exercises start from a button press).
export interface Metronome {
  tick: () => void;
  close: () => void;
}

export function createMetronome(enabled: boolean): Metronome {
  const Ctx = typeof window !== 'undefined' ? window.AudioContext : undefined;
  if (!enabled || !Ctx) return { tick: () => undefined, close: () => undefined };
  let ctx: AudioContext | null = null;
  try {
    ctx = new Ctx();
  } catch {
    ctx = null;
  }
  return {
    tick: () => {
      if (!ctx) return;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = 1000;
      gain.gain.setValueAtTime(0.2, ctx.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.05);
      osc.connect(gain).connect(ctx.destination);
      osc.start();
      osc.stop(ctx.currentTime + 0.05);
    },
    close: () => {
      void ctx?.close().catch(() => undefined);
      ctx = null;
    },
  };
}
