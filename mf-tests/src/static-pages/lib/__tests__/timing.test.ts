import { createIntegrityMonitor, responseTimeMs, showInNextFrame, type FrameScheduler } from '../timing';

test('onset is stamped in the frame callback, after the stimulus is put in place', async () => {
  const order: string[] = [];
  let frameCb: ((t: number) => void) | null = null;
  const raf: FrameScheduler = (cb) => {
    frameCb = cb;
    return 1;
  };
  let clock = 100;
  const onset = showInNextFrame(() => order.push('shown'), raf, () => {
    order.push('stamped');
    return clock;
  });
  expect(order).toEqual([]); // nothing happens before the frame
  clock = 116.6;
  (frameCb as unknown as (t: number) => void)(116);
  expect(await onset).toBe(116.6);
  expect(order).toEqual(['shown', 'stamped']);
});

test('response time uses the event timestamp and rounds to 1 ms', () => {
  expect(responseTimeMs(1000.2, 1500.7)).toBe(501);
  expect(responseTimeMs(1000, 1299.4)).toBe(299);
  expect(responseTimeMs(1000, Number.NaN)).toBeNaN();
});

test('blur, hidden tab and long frame gaps between onset and response are flagged', () => {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const frames: ((t: number) => void)[] = [];
  const raf: FrameScheduler = (cb) => frames.push(cb);
  let now = 0;
  const mon = createIntegrityMonitor(win, doc, raf, () => now);
  const tick = (t: number): void => (frames.shift() as (t: number) => void)(t);

  tick(0);
  tick(16);
  tick(33);
  expect(mon.flagsBetween(0, 40)).toEqual({ focusLost: false, droppedFrames: false });
  tick(133); // 100 ms gap
  expect(mon.flagsBetween(100, 140)).toEqual({ focusLost: false, droppedFrames: true });
  expect(mon.flagsBetween(140, 200)).toEqual({ focusLost: false, droppedFrames: false });

  now = 250;
  win.dispatchEvent(new Event('blur'));
  expect(mon.flagsBetween(200, 300).focusLost).toBe(true);
  now = 400;
  doc.visibilityState = 'hidden';
  doc.dispatchEvent(new Event('visibilitychange'));
  expect(mon.flagsBetween(390, 410).focusLost).toBe(true);
  expect(mon.flagsBetween(300, 390).focusLost).toBe(false);
  mon.stop();
});
