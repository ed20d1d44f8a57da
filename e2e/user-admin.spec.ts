import { expect, test, type Page } from '@playwright/test';
import { expectHeading } from './support';
import { demoAccounts, signInViaApi } from './support/auth';

// The dashboard loads every back-office card; a suspension and a restore on top: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Demo customers no other suite signs in as: one per project, so both widths can run at once. */
const customers = {
  mobile: { email: 'customer12@demo.abode.co.ke', phone: '0700 300 011', password: 'Demo-Customer-2026' },
  desktop: { email: 'customer11@demo.abode.co.ke', phone: '0700 300 010', password: 'Demo-Customer-2026' },
} as const;

async function openDashboardAsSuperadmin(page: Page) {
  await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Users' })).toBeVisible();
}

/** The elements wider than the screen, for the failure message. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 12)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 80)} → ${Math.round(element.getBoundingClientRect().right)}`,
      );
  });
}

test.describe('the back office users', () => {
  test('a superadmin finds a demo tenant by phone, suspends them (their session ends), then restores them', async ({
    page,
    browser,
  }, testInfo) => {
    const customer = testInfo.project.name === 'mobile' ? customers.mobile : customers.desktop;
    // The customer is signed in elsewhere (their own browser).
    const theirs = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const signedIn = await theirs.request.post('/api/identity/sign-in', {
      data: { email: customer.email, password: customer.password, role: 'tenant' },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    expect((await theirs.request.get('/api/favourites')).status()).toBe(200);

    await openDashboardAsSuperadmin(page);
    const card = page.getByRole('region', { name: 'Users' });
    await card.getByRole('searchbox', { name: 'Find a user' }).fill(customer.phone);
    await card.getByRole('button', { name: 'Search' }).click();
    const results = card.getByRole('list', { name: 'Users' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    const row = results.getByRole('button').filter({ hasText: customer.email });
    await expect(row).toContainText(customer.email);
    await row.click();
    const detail = card.getByRole('region', { name: /^Account of / });
    await expect(detail).toContainText('Tenant');
    await expect(detail).toContainText('Never suspended.');

    await detail.getByRole('button', { name: 'Suspend' }).click();
    const suspend = page.getByRole('dialog', { name: /^Suspend / });
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspend.getByRole('alert')).toContainText('at least 5 characters');
    await suspend.getByLabel('Reason').fill('Asked renters for a viewing fee by M-Pesa.');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspend).toBeHidden();
    await expect(page.getByText(/ is suspended$/)).toBeVisible();
    await expect(detail.getByRole('status')).toContainText('Asked renters for a viewing fee by M-Pesa.');
    await expect(results.getByText('Suspended')).toBeVisible();

    // Their session ends at once, and signing in again is refused with the reason.
    expect((await theirs.request.get('/api/favourites')).status()).toBe(401);
    const again = await theirs.request.post('/api/identity/sign-in', {
      data: { email: customer.email, password: customer.password, role: 'tenant' },
    });
    expect(again.status()).toBe(403);
    expect(((await again.json()) as { error: { message: string } }).error.message).toContain('suspended');

    await detail.getByRole('button', { name: 'Restore' }).click();
    const restore = page.getByRole('dialog', { name: /^Restore / });
    await restore.getByLabel('Reason').fill('The renter withdrew the complaint.');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await expect(restore).toBeHidden();
    await expect(detail.getByRole('status')).toBeHidden();
    await expect(detail).toContainText('The renter withdrew the complaint.');
    const back = await theirs.request.post('/api/identity/sign-in', {
      data: { email: customer.email, password: customer.password, role: 'tenant' },
    });
    expect(back.status(), await back.text()).toBe(200);
    expect((await theirs.request.get('/api/favourites')).status()).toBe(200);
    await theirs.close();
  });

  test('the superadmin dashboard has no horizontal overflow', async ({ page }) => {
    await openDashboardAsSuperadmin(page);
    await expectHeading(page, /Welcome/);
    // Every card loaded (no skeletons left; a card still loading after 30 s is measured as it is).
    await expect(page.locator('.animate-pulse'))
      .toHaveCount(0, { timeout: 30_000 })
      .catch(() => undefined);
    const width = page.viewportSize()!.width;
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, (await overflowingElements(page)).join('\n')).toBeLessThanOrEqual(width);
  });
});
