// Accessibility (issue 17 item 8): axe (@axe-core/playwright) finds no serious or critical violation
// on any route for any role. Each role walks, in one page, every route its sidebar and the routing
// table give it (e2e/support/role-routes.ts reads them from the apps' configuration); the admin's
// second test walks the pages outside the layout: the public and debug routes, mf-tests' static test
// pages and the tracking portal (LMS link). One axe run per page; a failure lists every finding
// (rule, impact, route, the first offending elements), and the counts per rule are attached.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page, type TestInfo } from '@playwright/test';
import { BARE_ROUTES, WALK_ROLES, layoutRoutesFor, staticPages } from '../support/role-routes.ts';
import { settle, settleBare } from '../support/walk.ts';
import { recordTrackingAttempt, trainerLmsKey } from '../support/lms-link.ts';
import { APP_URL } from '../support/env.ts';

const ANTRENOR1 = '00000000-0000-4000-a000-000000000004';
const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  route: string;
  rule: string;
  impact: string;
  /** how many elements break the rule on this page, the first few of them */
  nodes: number;
  targets: string[];
  help: string;
}

/** Lets running CSS transitions end (a button that turns enabled fades in its colour over 0.2 s, and
 * axe measured it half-way once); endless animations (spinners) are not waited for. */
async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

async function audit(page: Page, route: string, findings: Finding[]) {
  await transitionsDone(page);
  const result = await new AxeBuilder({ page }).analyze();
  for (const v of result.violations) {
    if (!v.impact || !BLOCKING.has(v.impact)) continue;
    findings.push({ route, rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, targets: v.nodes.slice(0, 8).map((n) => n.target.join(' ')) });
  }
}

async function report(testInfo: TestInfo, findings: Finding[]) {
  // per rule: on how many pages, on how many elements in all
  const perRule: Record<string, { pages: number; elements: number }> = {};
  for (const f of findings) {
    const r = (perRule[f.rule] ??= { pages: 0, elements: 0 });
    r.pages += 1;
    r.elements += f.nodes;
  }
  await testInfo.attach('axe-findings.json', { body: JSON.stringify({ perRule, findings }, null, 2), contentType: 'application/json' });
  if (findings.length) console.log(`[axe] ${testInfo.title}: ${JSON.stringify(perRule)}`);
  expect(findings.map((f) => `${f.route} ${f.impact} ${f.rule} (${f.nodes}): ${f.help} — ${f.targets.join(' | ')}`)).toEqual([]);
}

/** Routes per test: the admin walk as one test overran its 400 s budget at load average ≈ 30 (one
 * axe run over a large page took minutes); in parts each has its own budget and report. */
const ROUTES_PER_TEST = 4;

async function walkLayout(page: Page, routes: readonly string[], testInfo: TestInfo) {
  // generous per route: a loaded CI machine took ~13–20 s a route, and one axe run more
  test.setTimeout(routes.length * 45_000);
  const findings: Finding[] = [];
  for (const route of routes) {
    await test.step(route, async () => {
      await page.goto(route);
      await settle(page);
      await audit(page, route, findings);
    });
  }
  await report(testInfo, findings);
}

for (const role of WALK_ROLES) {
  test.describe(`accessibility @${role}`, () => {
    const routes = layoutRoutesFor(role);
    for (let i = 0; i < routes.length; i += ROUTES_PER_TEST) {
      const part = routes.slice(i, i + ROUTES_PER_TEST);
      test(`axe: no serious or critical violation on the routes of ${role} (${i + 1}–${i + part.length} of ${routes.length})`, async ({ page }, testInfo) => {
        await walkLayout(page, part, testInfo);
      });
    }
  });
}

test.describe('accessibility outside the layout @admin', () => {
  test('axe: no serious or critical violation on the public and debug routes, the static test pages and the tracking portal', async ({ page }, testInfo) => {
    const sessionId = crypto.randomUUID();
    const routes = [
      ...BARE_ROUTES,
      // a test page opens with the launcher's query (a session that is never started here)
      ...staticPages().map((p) => (p.startsWith('/cognitive-tests/') ? `${p}?session_id=${sessionId}&student_id=00000000-0000-4000-a000-000000000101&conducted_by=${ANTRENOR1}` : p)),
      `/tracking?email=antrenor1@akademi.test&key=${await trainerLmsKey()}`,
    ];
    // generous per route: a loaded CI machine took ~13 s a route (issue 25 moved /test-management
  // into the staff sidebars, so the kullanıcı walk lost one route of budget)
  test.setTimeout(routes.length * 20_000);
    const findings: Finding[] = [];
    for (const route of routes) {
      const label = route.replace(/\?.*$/, '');
      await test.step(label, async () => {
        await page.goto(route);
        await settleBare(page);
        await audit(page, label, findings);
      });
    }
    await report(testInfo, findings);
  });
});

// Issue 29: the LMS tracking portal page by page — every tab, a school, a student, a session, an
// exercise with an attempt chosen, a note popover — on a desktop and on a phone (the menu drawer
// open), inside the shell and standalone (mf-tracking/dist as its own site, port base + 5).
test.describe('accessibility of the tracking portal @admin', () => {
  const standalone = `http://127.0.0.1:${Number(new URL(APP_URL).port || 80) + 5}`;
  const SESSION = `e2e-axe-${Date.now()}`;
  test.beforeAll(async () => {
    await recordTrackingAttempt(SESSION, `buyuyen-genisleyen-axe-${Date.now()}`, 'Büyüyen Genişleyen Axe');
  });
  for (const site of [
    { name: 'shell', base: '' },
    { name: 'standalone', base: standalone },
  ]) {
    for (const vp of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      test(`axe: no serious or critical violation on any page of the portal (${site.name}, ${vp.name})`, async ({ page }, testInfo) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width: vp.width, height: vp.height });
        const findings: Finding[] = [];
        const phone = vp.name === 'phone';
        const tab = async (label: string) => {
          if (phone) await page.getByRole('button', { name: 'Menüyü aç' }).click();
          await page.getByRole('navigation', { name: 'Takip sekmeleri' }).getByRole('button', { name: label, exact: true }).click();
          if (phone) await expect(page.getByRole('navigation', { name: 'Takip sekmeleri' })).toBeHidden();
        };
        const step = async (label: string, ready: () => Promise<void>) => {
          await test.step(label, async () => {
            await ready();
            await settleBare(page);
            await audit(page, `${site.name} ${vp.name} ${label}`, findings);
          });
        };
        await page.goto(`${site.base}/tracking?email=antrenor1@akademi.test&key=${await trainerLmsKey()}`);
        await step('Özet', () => expect(page.getByText('Genel Bakış')).toBeVisible({ timeout: 45_000 }));
        if (phone) {
          await step('menü', async () => {
            await page.getByRole('button', { name: 'Menüyü aç' }).click();
            await expect(page.getByRole('navigation', { name: 'Takip sekmeleri' })).toBeVisible();
          });
          await page.keyboard.press('Escape');
        }
        await step('Öğrenciler', async () => {
          await tab('Öğrenciler');
          await expect(page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' })).toBeVisible();
        });
        await step('not', async () => {
          await page.getByRole('button', { name: 'Notlar: Ali Yıldız' }).click();
          await expect(page.getByTestId('notes-popover')).toBeVisible();
        });
        await page.getByRole('heading', { name: 'Öğrenciler' }).click();
        await step('öğrenci', async () => {
          await page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' }).click();
          await expect(page.getByText(/^Oturumlar \(\d+\)$/)).toBeVisible();
        });
        await step('oturum', async () => {
          await page.getByRole('button', { name: `Oturum: Oturum ${SESSION}` }).click();
          await expect(page.getByRole('button', { name: 'Oturumlara Dön' })).toBeVisible();
        });
        await step('egzersiz', async () => {
          await page.getByRole('button', { name: 'Egzersiz: Büyüyen Genişleyen Axe' }).click();
          await expect(page.getByText('Deneme Geçmişi (1)')).toBeVisible();
          await page.getByRole('button', { name: /^Deneme / }).click();
          await expect(page.getByTestId('selected-attempt-settings')).toBeVisible();
        });
        await step('Okullar', async () => {
          await tab('Okullar');
          await expect(page.getByRole('heading', { name: 'Okullar' })).toBeVisible();
        });
        await step('okul', async () => {
          await page.getByRole('button', { name: 'Konak Kemeraltı İlkokulu' }).click();
          await expect(page.getByRole('button', { name: 'Okullara Dön' })).toBeVisible();
        });
        await step('Sınıflar', async () => {
          await tab('Sınıflar');
          await expect(page.getByRole('heading', { name: 'Sınıflar' })).toBeVisible();
        });
        await step('Raporlar', async () => {
          await tab('Raporlar');
          await expect(page.getByText('Rapor araçları yakında eklenecek')).toBeVisible();
        });
        await report(testInfo, findings);
      });
    }
  }
});
