// Helpers of the route walks (a11y.roles.spec.ts, responsive.roles.spec.ts): wait until a page has
// drawn, measure sideways scroll, save a screenshot in the test's folder under test-results (the
// run's Playwright output dir, kept as CI artifacts).
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Waits until a signed-in route has drawn (no spinner or skeleton left in <main>). */
export async function settle(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('main .ant-skeleton, main .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(300); // late layout (fonts, charts) before measuring
}

/** Waits until a page outside the layout (static test page, portal, debug tool) has drawn. */
export async function settleBare(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('body')).not.toBeEmpty();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
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
