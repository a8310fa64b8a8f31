// Helpers of the route walks (a11y.roles.spec.ts, responsive.roles.spec.ts): wait until a page has
// drawn, measure sideways scroll, save a screenshot in the test's folder under test-results (the
// run's Playwright output dir, kept as CI artifacts).
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The apps' loading text ('Yükleniyor...' / 'Yükleniyor…'): a page showing it has not drawn its data.
 * /access-logs says it while fetching and enables its 'Sonraki' button after; axe once measured that
 * button's colour half-way through its fade-in (a11y walk, loaded CI machine). */
const LOADING_TEXT = /^Yükleniyor/;

/** Waits until a signed-in route has drawn (no spinner, skeleton or loading text left in <main>). */
export async function settle(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('main .ant-skeleton, main .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('main').getByText(LOADING_TEXT)).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(300); // late layout (fonts, charts) before measuring
}

/** Waits until a page outside the layout (static test page, portal, debug tool) has drawn. */
export async function settleBare(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('body')).not.toBeEmpty();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('body').getByText(LOADING_TEXT)).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(300);
}

/** The page's own horizontal overflow, with the widest offender named when there is one. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const m = await page.evaluate(() => {
    const vw = window.innerWidth;
    let widest = '';
    let widestRight = vw;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > widestRight + 1 && r.width > 0) {
        widestRight = r.right;
        widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, widest, widestRight };
  });
  expect(m.scrollWidth, `${where}: page is ${m.scrollWidth - m.innerWidth}px wider than the screen (widest: ${m.widest} to ${m.widestRight}px)`).toBeLessThanOrEqual(m.innerWidth);
}

/** One file per name in this test's folder under test-results (kept as CI artifacts). */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name.replace(/[^a-z0-9-]+/gi, '_')}.png`) });
}

/** The document itself does not scroll sideways (document.scrollingElement, issue 29). */
export async function expectNoDocumentSidewaysScroll(page: Page, where: string) {
  const m = await page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });
  expect(m.scrollWidth, `${where}: the document scrolls sideways by ${m.scrollWidth - m.clientWidth}px`).toBeLessThanOrEqual(m.clientWidth);
  await expectNoSidewaysScroll(page, where);
}

/**
 * Every control a finger can reach (tabbable buttons, links, inputs, role="button") is at least
 * 44 × 44 px (WCAG 2.5.5); an input is measured by its antd frame. Hidden controls are skipped.
 */
export async function expectTouchTargets(page: Page, where: string) {
  const small = await page.evaluate(() => {
    const out: string[] = [];
    const sel = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"]';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) continue;
      const box = (el.closest('.ant-input-affix-wrapper, .ant-input-outlined, .ant-select') ?? el).getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return out;
  });
  expect(small, `${where}: touch targets under 44 px`).toEqual([]);
}

/**
 * Text is readable: no heading or name is clipped by its box, and no word of it is broken across
 * two lines ('Öğrencil/er'). selector: the elements to check (headings by default).
 */
export async function expectTextNotCut(page: Page, where: string, selector = 'h1, h2, h3, h4, h5') {
  const cut = await page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') out.push(`${el.textContent} (clipped)`);
      if (r.right > window.innerWidth + 1 || r.left < -1) out.push(`${el.textContent} (off screen)`);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // a word: the text between spaces and hyphens (a line may end after a hyphen)
        for (const m of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set(Array.from(range.getClientRects()).filter((b) => b.width > 0).map((b) => Math.round(b.top)));
          if (lines.size > 1 && m[0].length <= 24) out.push(`${m[0]} (broken across lines in "${text.slice(0, 60)}")`);
        }
      }
    }
    return out;
  }, selector);
  expect(cut, `${where}: cut text`).toEqual([]);
}
