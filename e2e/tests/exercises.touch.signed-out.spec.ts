// Issue 17 §1: the embedded exercises are playable on a tablet in both orientations. Each exercise
// is opened in the launcher's frame at 768×1024 and 1024×768, started, and while it runs every
// control a finger presses (buttons, settings fields) is at least 44 px in both directions and the
// exercise never scrolls sideways.
import { test, expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { openExercise, start } from '../support/exercises.ts';

type Catalog = typeof import('../../shared/src/domain/tracking/exercise-catalog.ts');
const { EMBEDDED_EXERCISES } = createRequire(import.meta.url)('../../shared/src/domain/tracking/exercise-catalog.ts') as Catalog;

const MIN_TARGET = 44;
const VIEWPORTS = [
  { name: 'tablet portrait', width: 768, height: 1024 },
  { name: 'tablet landscape', width: 1024, height: 768 },
] as const;

interface Measure {
  small: string[];
  sideways: number;
}

/** Inside the exercise frame: controls under MIN_TARGET px (label → size) and the sideways overflow. */
async function measure(page: Page): Promise<Measure> {
  return page.frameLocator('iframe[title="Egzersiz"]').locator('html').evaluate((_html, min) => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, [role="button"], input:not([type="hidden"]), select, textarea');
    for (const el of controls) {
      if (el.closest('[data-touch-exempt]')) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      // a checkbox/radio is pressed through its label: measure the label
      const box = (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && el.closest('label'))
        ? (el.closest('label') as HTMLElement).getBoundingClientRect()
        : r;
      if (Math.round(box.width) < min || Math.round(box.height) < min) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        small.push(`${name.slice(0, 30)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return { small, sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  }, MIN_TARGET);
}

for (const vp of VIEWPORTS) {
  test.describe(`${vp.name} ${vp.width}×${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height }, hasTouch: true });
    for (const { type, title } of EMBEDDED_EXERCISES) {
      test(`${title}: touch targets ≥ ${MIN_TARGET} px and no sideways scroll, before and while playing`, async ({ page }) => {
        const frame = await openExercise(page, type, `e2e-touch-${type}-${vp.width}-${Date.now()}`);
        const before = await measure(page);
        expect(before.small, 'settings controls under 44 px').toEqual([]);
        expect(before.sideways).toBeLessThanOrEqual(0);
        await start(frame);
        // exact: a passage may contain a word such as 'başladığı', and its words are buttons too
        await expect(frame.getByRole('button', { name: 'Başla', exact: true })).toBeHidden();
        await page.waitForTimeout(1500);
        const playing = await measure(page);
        expect(playing.small, 'controls under 44 px while playing').toEqual([]);
        expect(playing.sideways).toBeLessThanOrEqual(0);
      });
    }
  });
}
