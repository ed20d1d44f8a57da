import { expect, test, type Page } from '@playwright/test';
import { signInViaApi, signUpViaApi, testPassword } from './support/auth';

/** The language switch of the top bar: in the open menu at 360 px, in the bar itself on a wide screen. */
async function switchInHeader(page: Page, language: 'English' | 'Kiswahili') {
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: /^(Open menu|Fungua menyu)$/ });
  if (await menuButton.isVisible()) await menuButton.click();
  await header
    .getByRole('group', { name: /^(Language|Lugha)$/ })
    .getByRole('button', { name: language })
    .click();
}

test('a visitor switches to Kiswahili in the top bar, and it stays after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible();

  await switchInHeader(page, 'Kiswahili');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Masharti ya Huduma' })).toBeVisible();
  await expect(footer.getByText('Tafuta, Kodi, Simamia')).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Ingia' }).first()).toBeAttached();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Masharti ya Huduma' })).toBeVisible();

  await switchInHeader(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible();
});

test.describe('a browser set to Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('opens ABODE in Kiswahili on the first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sera ya Faragha' })).toBeVisible();
  });
});

test('a signed-in person’s language is kept on the account and applied at the next sign-in', async ({
  page,
  browser,
}) => {
  const stamp = String(Date.now() % 1_000_000);
  const account = await signUpViaApi(page, { firstName: 'Zawadi', lastName: `Lugha${stamp}` });
  await page.goto('/dashboard/tenant/settings');
  const language = page.getByRole('region', { name: 'Language' });
  await language.getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect.poll(async () => (await (await page.request.get('/api/me')).json()).locale).toBe('sw');

  // Another device, never used before and set to English: signing in brings the account's Kiswahili.
  const other = await browser.newContext({ locale: 'en-KE' });
  const second = await other.newPage();
  await second.goto('/');
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  await signInViaApi(second, account.email, testPassword, 'tenant');
  await second.reload();
  await expect(second.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(
    second.getByRole('contentinfo').getByRole('link', { name: 'Masharti ya Huduma' }),
  ).toBeVisible();
  await other.close();
});
