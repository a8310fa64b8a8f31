// Phone and tablet layout (issue 17, CONVENTIONS.md "Phone-first layout with antd", spec 1 §9):
// at 390×844 and 768×1024 no signed-in route of any role scrolls the
// page sideways (tables scroll inside their own container, report modals fit the screen), and on a
// phone the sidebar is an overlay drawer that closes on Escape and on navigation and leaves nothing
// over the page when closed. Every role walks every signed-in route it has (e2e/support/role-routes.ts
// reads them from the apps' route table and sidebar config); a screenshot per role, route and
// viewport is saved in the test's folder under the run's test-results (kept as CI artifacts).
import { test, expect, type Page, type TestInfo } from '@playwright/test';
import { WALK_ROLES, layoutRoutesFor, routeSlug, type WalkRole } from '../support/role-routes.ts';
import { expectNoSidewaysScroll, settle, shot } from '../support/walk.ts';

const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, antrenor1's student with Burdon results (seed)
const D2_STUDENT = '00000000-0000-4000-a000-000000000111'; // antrenor1's student with d2 results (seed)

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

/** Every signed-in route of the role (read from the apps' route table and sidebar config). */
async function checkRoutes(page: Page, testInfo: TestInfo, role: WalkRole, vp: string) {
  for (const route of layoutRoutesFor(role)) {
    await test.step(route, async () => {
      await page.goto(route);
      await settle(page);
      await expectNoSidewaysScroll(page, `${vp} ${route}`);
      await shot(page, testInfo, `${role}-${vp}-${routeSlug(route)}`);
    });
  }
}

async function checkReports(page: Page, testInfo: TestInfo, role: WalkRole, vp: string) {
  await test.step('d2 table and report', async () => {
    await page.goto(`/reports?student=${D2_STUDENT}&test=d2_test`);
    await expect(page.getByTestId('d2-legend')).toBeVisible();
    await settle(page);
    await expectNoSidewaysScroll(page, `${vp} d2 table`);
    await shot(page, testInfo, `${role}-${vp}-d2-table`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Rapor' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('d2-chart').locator('canvas')).toBeVisible({ timeout: 10_000 });
    await expectNoSidewaysScroll(page, `${vp} d2 report`);
    const box = await dialog.locator('.ant-modal').or(page.locator('.ant-modal')).first().boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await shot(page, testInfo, `${role}-${vp}-d2-report`);
  });
  await test.step('Burdon table and report', async () => {
    await page.goto(`/reports?student=${ALI}&test=burdon_test`);
    await expect(page.getByText('Burdon Dikkat Testi Sonuçları')).toBeVisible();
    await settle(page);
    await expectNoSidewaysScroll(page, `${vp} Burdon table`);
    await shot(page, testInfo, `${role}-${vp}-burdon-table`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Raporu aç' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Burdon Dikkat Testi Raporu').first()).toBeVisible();
    await expectNoSidewaysScroll(page, `${vp} Burdon report`);
    const box = await page.locator('.ant-modal').first().boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await shot(page, testInfo, `${role}-${vp}-burdon-report`);
  });
}

async function checkPhoneDrawer(page: Page, testInfo: TestInfo) {
  await page.goto('/dashboard');
  await settle(page);
  const button = page.getByRole('button', { name: 'Menüyü aç/kapat' });
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  // Closed: no sidebar, no rail; what is at the left edge of the page is the page itself.
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Menü' })).toHaveCount(0);
  const mainLeft = await page.getByRole('main').evaluate((el) => el.getBoundingClientRect().left);
  expect(mainLeft).toBe(0);
  const atLeftEdgeInMain = await page.evaluate(() => Boolean(document.elementFromPoint(8, 400)?.closest('main')));
  expect(atLeftEdgeInMain).toBe(true);

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Raporlar', exact: true })).toBeVisible();
  // A modal dialog; the focus moved into it.
  const panel = page.getByRole('dialog', { name: 'Menü' });
  await expect(panel).toHaveAttribute('aria-modal', 'true');
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // An overlay 18rem wide over the full-width page (the page is not squeezed).
  // Slid in fully from the left edge (after its animation), 18rem wide.
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
  expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(288);
  expect(await page.getByRole('main').evaluate((el) => el.getBoundingClientRect().width)).toBe(390);
  await expectNoSidewaysScroll(page, 'phone drawer open');
  await shot(page, testInfo, 'phone-drawer-open');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole('link', { name: 'Aktiviteler', exact: true }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // A tap outside (on the mask) closes it too.
  await button.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(370, 500);
  await expect(menu).toBeHidden();
}

for (const role of WALK_ROLES) {
  test.describe(`responsive routes @${role}`, () => {
    for (const vp of VIEWPORTS) {
      test(`${vp.width}×${vp.height}: no sideways scroll on any route of ${role}, a screenshot of each`, async ({ page }, testInfo) => {
        test.setTimeout(layoutRoutesFor(role).length * 12_000);
        await page.setViewportSize({ width: vp.width, height: vp.height });
        await checkRoutes(page, testInfo, role, vp.name);
      });
    }
  });
}

for (const role of ['admin', 'antrenor'] as const) {
  test.describe(`responsive layout @${role}`, () => {
    for (const vp of VIEWPORTS) {
      test(`${vp.width}×${vp.height}: the d2 and Burdon tables and reports fit`, async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width: vp.width, height: vp.height });
        await checkReports(page, testInfo, role, vp.name);
      });
    }

    test('phone: the sidebar is an overlay drawer (opens from the header, closes on Escape, navigation and a tap outside)', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await checkPhoneDrawer(page, testInfo);
    });

    test('tablet: the inline sidebar stays and does not overflow the page', async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto('/dashboard');
      await settle(page);
      const menu = page.getByRole('navigation', { name: 'Ana menü' });
      await expect(page.getByRole('dialog', { name: 'Menü' })).toHaveCount(0);
      const sider = page.getByTestId('sidebar');
      const button = page.getByRole('button', { name: 'Menüyü aç/kapat' });
      if ((await sider.getAttribute('data-state')) === 'collapsed') await button.click();
      await expect(sider.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Raporlar', exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, 'tablet sidebar open');
      await button.click();
      await expect(sider).toHaveAttribute('data-state', 'collapsed');
      await expect(menu).toBeHidden();
    });
  });
}
