import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signInViaApi } from './support/auth';

/**
 * The Content-Security-Policy refuses eval and inline scripts; the pages must never try them (a refused try
 * is reported, and Lighthouse's best practices count it). Zod used to probe `new Function` on every page that
 * built a form's schema (src/web/app/zod-without-eval.ts).
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { violations?: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.violations!.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as Window & { violations?: string[] }).violations ?? []);

test('the public pages and a listing page try nothing the policy refuses', async ({ page, request }) => {
  await watchViolations(page);
  const search = await request.get('/api/search?q=&intent=buy&page=1&pageSize=1');
  const { results } = (await search.json()) as { results: Array<{ id: string }> };
  for (const path of ['/', '/buy', '/home-services', `/listings/${results[0]!.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
  }
});

test("the tenant's dashboard tries nothing the policy refuses", async ({ page }) => {
  await watchViolations(page);
  await signInViaApi(page, demoAccounts.tenant.email, demoAccounts.tenant.password, 'tenant');
  await page.goto('/dashboard/tenant');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});
