import type { Page } from '@playwright/test';

// Scripted child for the Stroop page (/cognitive-tests/stroop/stroop.html). Starts on the intro
// screen, plays stage 1 (word reading, practice), stage 2 (colour naming: practice + 12 scored)
// and stage 3 (colour-word: practice + 12 scored), and returns once the page has saved and shown
// its done screen or moved on to the next page of the battery.
//
// The page names each item on its stimulus (`[data-stroop-stimulus]` with data-stage, data-n,
// data-word, data-ink) and its state on `main[data-phase]`. The child answers the word in stage 1
// and the ink in stages 2 and 3, each answer ≥ 330 ms after the item appeared, alternately with
// the digit keys 1–4 and by clicking the colour button. It makes exactly ONE deliberate mistake —
// scored stage-3 item 5, where it reads the word instead of naming the ink — so a run scores
// stage 2: 12 / 12, stage 3: 11 / 12 (accuracy 95.83 %). About 45 s.

export const STROOP_DELIBERATE_MISTAKE = { phase: 'stage3', n: 5 } as const;
export const STROOP_SCORED_ITEMS = { stage2: 12, stage3: 12 } as const;
const PAGE_PATH = '/cognitive-tests/stroop/stroop.html';
const THINK_MS = 330;
const LABELS: Record<string, string> = { red: 'Kırmızı', blue: 'Mavi', green: 'Yeşil', yellow: 'Sarı' };
const DIGITS: Record<string, string> = { red: 'Digit1', blue: 'Digit2', green: 'Digit3', yellow: 'Digit4' };

export interface PlayStroopOptions {
  /** called on the 'Alıştırma bitti' screen before the scored stage 3 (e.g. to stop the backend) */
  beforeLastStage?: () => Promise<void>;
  /** called once when the page starts saving (e.g. to check the waiting state, restart the backend) */
  whileSaving?: () => Promise<void>;
  /** how long saving may take (the page waits for the backend); default 60 s */
  saveTimeoutMs?: number;
}

type State =
  | { kind: 'left' }
  | { kind: 'phase'; phase: string }
  | { kind: 'item'; phase: string; key: string; stage: string; n: number; word: string; ink: string };

const SCREENS = ['stage2-intro', 'stage2-ready', 'stage3-intro', 'stage3-ready', 'saving', 'done'];

/** Waits for the next thing to do: a new item on screen, a new instruction screen, or the end. */
async function nextState(page: Page, lastKey: string, timeoutMs: number): Promise<State> {
  const handle = await page.waitForFunction(
    ({ last, path, screens }) => {
      if (window.location.pathname !== path) return { kind: 'left' };
      const main = document.querySelector('main[data-phase]');
      const phase = main?.getAttribute('data-phase') ?? '';
      const el = main?.querySelector('[data-stroop-stimulus]');
      if (el) {
        const n = Number(el.getAttribute('data-n'));
        const key = `${phase}/${n}`;
        if (key === last) return null;
        return { kind: 'item', phase, key, n, stage: el.getAttribute('data-stage') ?? '', word: el.getAttribute('data-word') ?? '', ink: el.getAttribute('data-ink') ?? '' };
      }
      if (screens.includes(phase) && phase !== last) return { kind: 'phase', phase };
      return null;
    },
    { last: lastKey, path: PAGE_PATH, screens: SCREENS },
    { timeout: timeoutMs, polling: 'raf' },
  );
  return (await handle.jsonValue()) as State;
}

const onPage = (page: Page): boolean => new URL(page.url()).pathname === PAGE_PATH;

export async function playStroop(page: Page, options: PlayStroopOptions = {}): Promise<void> {
  await page.getByRole('heading', { name: 'Stroop Testi' }).waitFor();
  await page.getByRole('button', { name: 'Alıştırmaya Başla' }).click();
  let last = 'intro';
  let answered = 0;
  for (let guard = 0; guard < 100; guard += 1) {
    let s: State;
    try {
      s = await nextState(page, last, last === 'saving' ? (options.saveTimeoutMs ?? 60_000) : 20_000);
    } catch (err) {
      // the page navigated to the next test of the battery (its context is gone); the URL may
      // change only after the context is destroyed, so wait for the new document first
      if (/Execution context was destroyed|navigation/i.test(String(err))) {
        await page.waitForLoadState('domcontentloaded').catch(() => undefined);
        if (!onPage(page)) return;
        continue;
      }
      if (!onPage(page)) return;
      throw err;
    }
    if (s.kind === 'left') return;
    if (s.kind === 'phase') {
      last = s.phase;
      if (s.phase === 'done') return;
      if (s.phase === 'saving') {
        if (options.whileSaving) await options.whileSaving();
      } else if (s.phase.endsWith('-intro')) {
        await page.getByRole('button', { name: 'Alıştırmaya Başla' }).click();
      } else {
        if (s.phase === 'stage3-ready' && options.beforeLastStage) await options.beforeLastStage();
        await page.getByRole('button', { name: 'Teste Başla' }).click();
      }
      continue;
    }
    last = s.key;
    const mistake = s.phase === STROOP_DELIBERATE_MISTAKE.phase && s.n === STROOP_DELIBERATE_MISTAKE.n;
    const color = s.stage === '1' || mistake ? s.word : s.ink;
    await page.waitForTimeout(THINK_MS + (answered % 3) * 40); // ≥ 300 ms after onset, a little varied
    if (answered % 2 === 0) await page.keyboard.press(DIGITS[color]);
    else await page.getByRole('button', { name: LABELS[color], exact: true }).click();
    answered += 1;
  }
  throw new Error('playStroop: the page did not finish');
}
