import type { Page } from '@playwright/test';

// Scripted child for the Hafıza page (/cognitive-tests/hafiza/hafiza.html). Starts on the intro
// screen, plays practice and test, and returns once the page has saved and shown its done screen
// or moved on to the next page of the battery.
//
// The child really remembers: it notes every picture / word the page shows in the study phases
// (`[data-study-item]`, reported through the page's `data-step`) and picks the option it has seen.
// It makes exactly ONE deliberate mistake — the 2nd delayed auditory question — so a run scores
// 19 / 20: short_visual, short_auditory, long_visual 100, long_auditory 80, accuracy 95.
// Visual questions are answered by mouse click, auditory ones with keys 1–4, each ≥ 350 ms after
// the options appear. Headless Chromium has no Turkish voice, so the words come as text.

export const HAFIZA_DELIBERATE_MISTAKE = { part: 'long_auditory', n: 2 } as const;
const THINK_MS = 350;
const PAGE_PATH = '/cognitive-tests/hafiza/hafiza.html';

interface Step {
  step: string;
  item: string | null;
  count: string | null;
  options: string[];
}

/** Waits until `main[data-step]` shows a step other than `previous` (blank screens are skipped). */
async function nextStep(page: Page, previous: string, timeoutMs: number): Promise<Step> {
  const handle = await page.waitForFunction(
    ({ prev, path }) => {
      if (window.location.pathname !== path) return { step: 'left', item: null, count: null, options: [] };
      const main = document.querySelector('main[data-step]');
      const step = main?.getAttribute('data-step') ?? '';
      if (!step || step === prev || step === 'blank' || step === 'checking') return null;
      return {
        step,
        item: main?.querySelector('[data-study-item]')?.getAttribute('data-study-item') ?? null,
        count: main?.querySelector('[data-count]')?.getAttribute('data-count') ?? null,
        options: Array.from(main?.querySelectorAll('[data-option]') ?? []).map((el) => el.getAttribute('data-option') ?? ''),
      };
    },
    { prev: previous, path: PAGE_PATH },
    { timeout: timeoutMs, polling: 'raf' },
  );
  return (await handle.jsonValue()) as Step;
}

const onPage = (page: Page): boolean => new URL(page.url()).pathname === PAGE_PATH;

export async function playHafiza(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Hafıza Testi' }).waitFor();
  await page.getByRole('button', { name: 'Alıştırmaya Başla' }).click(); // waits for the voice check
  const seen = new Set<string>();
  let previous = 'intro';
  for (let guard = 0; guard < 200; guard += 1) {
    let s: Step;
    try {
      s = await nextStep(page, previous, 20_000);
    } catch (err) {
      // the page is navigating to the next test of the battery (its context is gone)
      const left = onPage(page) ? await page.waitForURL((u) => u.pathname !== PAGE_PATH, { timeout: 10_000 }).then(() => true, () => false) : true;
      if (left) return void (await page.waitForLoadState('load'));
      throw err;
    }
    previous = s.step;
    if (s.step === 'done' || s.step === 'left') return void (await page.waitForLoadState('load'));
    if (s.step === 'saving') continue; // the next step is 'done' or the next page
    if (s.step === 'practice-done') {
      await page.getByRole('button', { name: 'Teste Başla' }).click();
    } else if (s.step.startsWith('ready-')) {
      await page.getByRole('button', { name: 'Hazırım' }).click();
    } else if (s.step.includes('study-')) {
      if (s.item) seen.add(s.item);
    } else if (s.step.startsWith('filler-')) {
      await page.waitForTimeout(THINK_MS);
      await page.locator(`[data-filler] [data-option="${s.count ?? ''}"]`).click();
    } else if (s.step.includes('question-')) {
      const mistake = s.step === `question-${HAFIZA_DELIBERATE_MISTAKE.part}-${HAFIZA_DELIBERATE_MISTAKE.n}`;
      let index = s.options.findIndex((o) => (mistake ? !seen.has(o) : seen.has(o)));
      if (index < 0) index = 0;
      await page.waitForTimeout(THINK_MS);
      if (s.step.includes('visual')) await page.locator(`[data-question] [data-option="${s.options[index]}"]`).click();
      else await page.keyboard.press(`Digit${index + 1}`);
    }
  }
  throw new Error('playHafiza: the page did not finish');
}
