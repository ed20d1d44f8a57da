import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  demoAccounts,
  readSmsCode,
  signInViaApi,
  signUpViaApi,
  testPassword,
  uniqueEmail,
  uniquePhone,
} from './support/auth';
import { rentedFromThisMonth } from './support/tenancy';

/**
 * Keyboard-only walkthroughs of the main journeys (issue 16, part 3): search, sign up, upload KYC, pay rent,
 * book a service. Only Tab, Shift+Tab, Enter, Space and Escape move and act (typing fills a field; arrow
 * keys only inside a native select or radio group, as a keyboard user does); each step asserts where the
 * focus is and that it is visible (an outline or ring on the focused control or on the label drawn for it).
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

test.describe.configure({ timeout: 120_000 });

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** The focused element shows a focus indicator: an outline or ring on it, or on the label drawn for it. */
async function expectFocusVisible(page: Page) {
  const visible = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'nothing is focused';
    const candidates: Element[] = [focused];
    const labels = (focused as HTMLInputElement).labels;
    if (labels) candidates.push(...Array.from(labels));
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
      // A Tailwind ring is a box-shadow with no offset or blur and a spread ('0px 0px 0px 3px').
      return outline || /0px 0px 0px [1-9]/.test(style.boxShadow);
    };
    return candidates.some(shows) ? 'ok' : `no focus indicator on ${focused.outerHTML.slice(0, 160)}`;
  });
  expect(visible).toBe('ok');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times; then checks it shows. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  await expectFocusVisible(page);
}

test('search from the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first Tab reaches the skip link or the header; the search box is reached by Tab alone.
  const box = page.getByRole('textbox', { name: 'Describe your perfect home' });
  await tabTo(page, box);
  await page.keyboard.type('2 bedroom apartment in Kilimani under 50k');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=2\+bedroom/);
  const results = page.getByRole('region', { name: 'Your matches' });
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  // On to the first result's page by keyboard.
  const firstLink = results.getByRole('article').first().locator('a[href^="/listings/"]').first();
  await tabTo(page, firstLink, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listings\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('sign up, with the texted code', async ({ page }) => {
  const email = uniqueEmail('kbd');
  const phone = uniquePhone();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Join Our Premium Community', level: 1 })).toBeVisible();
  const tenant = page.getByRole('radio', { name: /Tenant\/Buyer/ });
  await tabTo(page, page.getByRole('radio').first());
  // In a radio group the arrows move between roles, as a keyboard user does; Space chooses.
  for (let moves = 0; moves < 6 && !(await isFocused(tenant)); moves += 1)
    await page.keyboard.press('ArrowDown');
  await expect(tenant).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tenant).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Complete Your Profile', level: 1 })).toBeVisible();
  for (const [label, value] of [
    ['First name', 'Amina'],
    ['Last name', 'Keyboard'],
    ['Email', email],
    ['Password', testPassword],
    ['Phone number', phone.replace('+254', '0')],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Verify Your Number', level: 1 })).toBeVisible();
  const code = await readSmsCode(page.request, phone);
  const field = page.getByLabel('Verification code');
  await tabTo(page, field);
  await page.keyboard.type(code);
  const verify = page.getByRole('button', { name: 'Verify & Complete Registration' });
  if (await verify.isVisible()) {
    await tabTo(page, verify);
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/kyc-verification/, { timeout: 20_000 });
});

test('upload KYC documents', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/kyc-verification');
  await expect(page.getByRole('heading', { name: 'KYC Verification', level: 1 })).toBeVisible();
  for (const [label, file] of [
    ['ID Front', 'id-front.jpg'],
    ['ID Back', 'id-back.png'],
    ['Selfie', 'selfie.jpg'],
  ] as const) {
    const picker = page.getByLabel(`Choose file: ${label}`);
    await tabTo(page, picker, { max: 80 });
    // Space on the focused file input opens the file chooser (the stand-in answers it with the fixture).
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(path.join(fixtures, file));
    await expect(
      page.getByRole('group', { name: label, exact: true }).getByText('Pending verification'),
    ).toBeVisible({ timeout: 20_000 });
  }
  const complete = page.getByRole('button', { name: 'Complete Verification' });
  await tabTo(page, complete, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tenant-property-link/, { timeout: 20_000 });
});

test('pay rent', async ({ page, browser }) => {
  const stamp = String(Date.now() % 1_000_000);
  await rentedFromThisMonth(browser, page, {
    property: `Keyboard Court ${stamp}`,
    unit: 'K1',
    monthlyRent: 15_000,
    tenant: { firstName: 'Baraka', lastName: `Keys${stamp}` },
  });
  await page.goto('/dashboard/tenant/rent');
  const rent = page.getByRole('region', { name: 'Monthly rent' });
  await expect(rent).toContainText('KES 15,000');
  await tabTo(page, rent.getByRole('button', { name: 'Pay Rent Now' }), { max: 80 });
  await page.keyboard.press('Enter');
  const pay = page.getByRole('dialog', { name: /^Pay Rent for/ });
  await expect(pay).toBeVisible();
  // The dialog holds the focus; Escape closes it and gives the focus back to the button.
  await expect(pay.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(pay).toBeHidden();
  await expect(rent.getByRole('button', { name: 'Pay Rent Now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pay).toBeVisible();
  const mpesa = pay.getByRole('link', { name: /^Pay KES 15,000 by M-Pesa/ });
  const walletButton = pay.getByRole('button', { name: 'Pay from Wallet' });
  await tabTo(page, walletButton);
  await page.keyboard.press('Enter');
  await expect(pay.getByText('Your wallet balance is too low for this payment.')).toBeVisible();
  await tabTo(page, mpesa);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard\/tenant\/mpesa\?/);
  await tabTo(page, page.getByRole('button', { name: 'Send M-Pesa Prompt' }), { max: 80 });
  await page.keyboard.press('Enter');
  const phone = page.getByRole('region', { name: 'Simulated phone (development only)' });
  await tabTo(page, phone.getByLabel('M-Pesa PIN'), { max: 80 });
  await page.keyboard.type('1234');
  await tabTo(page, phone.getByRole('button', { name: 'Enter PIN' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible({ timeout: 20_000 });
});

test('book a service', async ({ page }) => {
  await signInViaApi(page, demoAccounts.tenant.email, demoAccounts.tenant.password, 'tenant');
  const search = await page.request.get('/api/services/search', { params: { q: 'plumber in Kilimani' } });
  const { results } = (await search.json()) as { results: Array<{ id: string; name: string }> };
  await page.goto(`/home-services/${results[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const schedule = page.getByRole('button', { name: 'Schedule Service' }).first();
  await tabTo(page, schedule, { max: 80 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Schedule Service' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Describe the job' }));
  await page.keyboard.type(`Leaking kitchen tap, keyboard booking ${Date.now().toString(36)}`);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Address' }));
  await page.keyboard.type('Argwings Kodhek Road, Kilimani, house 12');
  const day = dialog.getByRole('combobox', { name: 'Day' });
  await tabTo(page, day);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const time = dialog.getByRole('combobox', { name: 'Time' });
  await tabTo(page, time);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, dialog.getByRole('button', { name: 'Send request' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Service requested')).toBeVisible();
  await expect(dialog).toBeHidden();
});
