// Honest timing (issue 6 "Honest timing"): every time is on the performance.now() clock.
//  - stimulus onset: stamped inside the requestAnimationFrame callback that puts the stimulus
//    in the DOM (the next paint shows it), not when the code decided to show it;
//  - response: the input event's timeStamp (set by the browser when the input arrived, not when
//    our handler ran);
//  - stored rounded to 1 ms;
//  - lost focus (blur / hidden tab) and dropped frames between onset and response are flagged.

/** A frame gap above this (≈ 3 frames at 60 Hz) means the stimulus may have been shown late. */
export const DROPPED_FRAME_GAP_MS = 50;

export type FrameScheduler = (cb: (t: number) => void) => number;

/**
 * Runs `show` (which must change the DOM synchronously, e.g. React flushSync) inside the next
 * animation frame and resolves with performance.now() taken right after it.
 */
export function showInNextFrame(show: () => void, raf: FrameScheduler = requestAnimationFrame, clock: () => number = () => performance.now()): Promise<number> {
  return new Promise((resolve) => {
    raf(() => {
      show();
      resolve(clock());
    });
  });
}

/** Response time in whole ms; NaN when the event's stamp is not on the same clock. */
export function responseTimeMs(onsetMs: number, eventTimeStamp: number): number {
  const rt = eventTimeStamp - onsetMs;
  return Number.isFinite(rt) ? Math.round(rt) : Number.NaN;
}

export function roundMs(value: number): number {
  return Math.round(value);
}

export interface IntegrityFlags {
  /** the window lost focus or the tab was hidden between onset and response */
  focusLost: boolean;
  /** a frame gap above DROPPED_FRAME_GAP_MS occurred between onset and response */
  droppedFrames: boolean;
}

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface IntegrityMonitor {
  flagsBetween(fromMs: number, toMs: number): IntegrityFlags;
  stop(): void;
}

/**
 * Records blur / visibilitychange(hidden) times and long frame gaps, so each response can be
 * flagged. `win`/`doc`/`raf` are injectable for tests.
 */
export function createIntegrityMonitor(
  win: Listenable = window,
  doc: Listenable & { visibilityState?: DocumentVisibilityState } = document,
  raf: FrameScheduler | null = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : null,
  clock: () => number = () => performance.now(),
): IntegrityMonitor {
  const focusEvents: number[] = [];
  const gaps: { at: number; gap: number }[] = [];
  let running = true;

  const onBlur = (): void => void focusEvents.push(clock());
  const onVisibility = (): void => {
    if (doc.visibilityState === 'hidden') focusEvents.push(clock());
  };
  win.addEventListener('blur', onBlur);
  doc.addEventListener('visibilitychange', onVisibility);

  let last: number | null = null;
  const frame = (t: number): void => {
    if (!running || !raf) return;
    if (last !== null && t - last > DROPPED_FRAME_GAP_MS) gaps.push({ at: t, gap: t - last });
    last = t;
    raf(frame);
  };
  if (raf) raf(frame);

  return {
    flagsBetween(fromMs, toMs) {
      return {
        focusLost: focusEvents.some((t) => t >= fromMs && t <= toMs),
        // a gap ending after onset overlaps the interval
        droppedFrames: gaps.some((g) => g.at >= fromMs && g.at - g.gap <= toMs),
      };
    },
    stop() {
      running = false;
      win.removeEventListener('blur', onBlur);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/** Waits `ms` on the timer clock (the pauses between trials; not used for measuring). */
export const sleep = (ms: number): Promise<void> => new Promise<void>((r) => setTimeout(r, ms));
