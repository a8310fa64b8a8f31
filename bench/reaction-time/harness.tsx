// Reaction-time harness page for bench/reaction-time.ts: the Dikkat page's trial loop reduced to
// what timing depends on, built from the SAME code — lib/timing.ts (rAF onset, event.timeStamp,
// 1 ms rounding, integrity flags) and the Dikkat stimuli (Shape) rendered with React's flushSync.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { createIntegrityMonitor, responseTimeMs, showInNextFrame } from '../../mf-tests/src/static-pages/lib/timing';
import { Fixation, Shape } from '../../mf-tests/src/static-pages/cognitive-tests/dikkat/Shape';

type Screen = 'fixation' | 'star' | 'blank';
let setScreen: (s: Screen) => void = () => undefined;

function Stage() {
  const [screen, set] = useState<Screen>('blank');
  useEffect(() => {
    setScreen = set;
  }, []);
  return <div style={{ width: 300, height: 300, display: 'grid', placeItems: 'center' }}>{screen === 'star' ? <Shape kind="star" /> : screen === 'fixation' ? <Fixation /> : null}</div>;
}

declare global {
  interface Window {
    __onset?: (onset: number) => void;
    runTrial: (foreperiodMs: number, windowMs: number) => Promise<{ onset: number; pressedAt: number | null; rt: number | null; focusLost: boolean; droppedFrames: boolean }>;
  }
}

let press: ((ts: number) => void) | null = null;
window.addEventListener('keydown', (e) => {
  if (e.code !== 'Space') return;
  e.preventDefault();
  if (!e.repeat) press?.(e.timeStamp); // as DikkatTest: the event's own stamp
});

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

window.runTrial = async (foreperiodMs, windowMs) => {
  const monitor = createIntegrityMonitor();
  flushSync(() => setScreen('fixation'));
  await sleep(foreperiodMs);
  let pressedAt: number | null = null;
  let done: () => void = () => undefined;
  const answered = new Promise<void>((r) => (done = r));
  press = null;
  const onset = await showInNextFrame(() => {
    flushSync(() => setScreen('star'));
    press = (ts) => {
      if (pressedAt === null) {
        pressedAt = ts;
        done();
      }
    };
  });
  window.__onset?.(onset);
  await Promise.race([answered, sleep(windowMs)]);
  press = null;
  const end = performance.now();
  flushSync(() => setScreen('blank'));
  const flags = monitor.flagsBetween(onset, end);
  monitor.stop();
  return { onset, pressedAt, rt: pressedAt === null ? null : responseTimeMs(onset, pressedAt), ...flags };
};

createRoot(document.getElementById('root') as HTMLElement).render(<Stage />);
