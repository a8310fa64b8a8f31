// The app's side of the frame protocol (spec 3 §4): EXERCISE_READY → the host answers
// INIT_PROGRESS with the saved progress; LEVEL_PROGRESS {level, score}; EXERCISE_COMPLETE
// {results: {level, score, duration_seconds, settings, stats: {correct, wrong, accuracy}}}.
// The host side lives in mf-tests/src/features/exercises (lib/frame-messages.ts).

export interface SavedProgress {
  current_level: number;
  max_level_reached: number;
  total_score: number;
}

export interface CompletePayload {
  level: number;
  score: number;
  correct: number;
  wrong: number;
  accuracy: number;
  durationSeconds: number;
  settings: Record<string, unknown>;
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const posInt = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) && v >= 1 ? Math.trunc(v) : fallback);

/** INIT_PROGRESS from the host, or null for any other message. Missing fields read as a first play. */
export function parseInitProgress(data: unknown): SavedProgress | null {
  const m = obj(data);
  if (m.type !== 'INIT_PROGRESS') return null;
  const p = obj(m.progress);
  const score = typeof p.total_score === 'number' && Number.isFinite(p.total_score) ? p.total_score : 0;
  const current = posInt(p.current_level, 1);
  return { current_level: current, max_level_reached: Math.max(current, posInt(p.max_level_reached, 1)), total_score: score };
}

export const readyMessage = () => ({ type: 'EXERCISE_READY' as const });

export const levelProgressMessage = (level: number, score: number) => ({ type: 'LEVEL_PROGRESS' as const, level, score });

export function completeMessage(r: CompletePayload) {
  return {
    type: 'EXERCISE_COMPLETE' as const,
    results: {
      level: r.level,
      score: r.score,
      duration_seconds: r.durationSeconds,
      settings: r.settings,
      stats: { correct: r.correct, wrong: r.wrong, accuracy: r.accuracy },
    },
  };
}

/** Percentage of correct answers, rounded; 0 when nothing was answered. */
export function accuracyPercent(correct: number, wrong: number): number {
  const n = correct + wrong;
  return n > 0 ? Math.round((correct / n) * 100) : 0;
}

export interface HostLink {
  /** says EXERCISE_READY; resolves with the saved progress (a first play when there is no host) */
  ready: () => Promise<SavedProgress>;
  levelProgress: (level: number, score: number) => void;
  complete: (r: CompletePayload) => void;
  embedded: boolean;
}

export const FIRST_PLAY: SavedProgress = { current_level: 1, max_level_reached: 1, total_score: 0 };

/** Ours: how long the app waits for INIT_PROGRESS before it starts from level 1 anyway. */
export const INIT_WAIT_MS = 3000;

/** The link to the launcher that framed this page (same origin only); stand-alone pages get none. */
export function createHostLink(win: Window): HostLink {
  const parent = win.parent !== win ? win.parent : null;
  const origin = win.location.origin;
  const post = (msg: unknown) => parent?.postMessage(msg, origin);
  return {
    embedded: parent !== null,
    ready: () =>
      new Promise<SavedProgress>((resolve) => {
        if (!parent) return resolve(FIRST_PLAY);
        const done = (p: SavedProgress) => {
          win.removeEventListener('message', onMessage);
          clearTimeout(timer);
          resolve(p);
        };
        const onMessage = (e: MessageEvent) => {
          if (e.origin !== origin || e.source !== parent) return;
          const p = parseInitProgress(e.data);
          if (p) done(p);
        };
        const timer = setTimeout(() => done(FIRST_PLAY), INIT_WAIT_MS);
        win.addEventListener('message', onMessage);
        post(readyMessage());
      }),
    levelProgress: (level, score) => post(levelProgressMessage(level, score)),
    complete: (r) => post(completeMessage(r)),
  };
}
