import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectHeading } from './support';
import { signUpViaApi } from './support/auth';
import { runAxe } from './support/axe';

/**
 * Home services and KYC in Kiswahili (issue 16): a visitor whose browser is set to Kiswahili searches for a
 * fundi and reads the cards; a tenant whose account is in Kiswahili books through the dialog and uploads a
 * KYC document. Every element is found by its Kiswahili role name or label.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'sw-KE' });

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** The demo provider: a Kilimani plumber. */
const plumber = "Achieng's Plumbing Services";
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').getByText(text).first();

async function searchForPlumber(page: Page) {
  await page.getByRole('textbox', { name: 'Eleza huduma unayohitaji' }).fill('Fundi wa maji Kilimani');
  await page.getByRole('button', { name: 'Tafuta Huduma kwa AI' }).click();
  const results = page.getByRole('region', { name: 'Watoa huduma' });
  await expect(results.getByRole('status')).toHaveText(
    /^(Watoa Huduma [\d,]+ Wamepatikana|Mtoa Huduma 1 Amepatikana)$/,
    { timeout: 15_000 },
  );
  await expect(page.getByRole('list', { name: 'Tumeelewa' }).getByRole('listitem').last()).toHaveText(
    'Kilimani',
  );
  const card = results.getByRole('article', { name: plumber });
  await expect(card).toBeVisible();
  return card;
}

test('a visitor searches home services in Kiswahili and reads the cards', async ({ page }) => {
  await page.goto('/home-services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expectHeading(page, 'Pata Huduma Bora za Nyumbani na Ofisini');
  await expect(page.getByRole('button', { name: 'Tafuta mabomba' })).toHaveText('mabomba');
  // 'Category' is worded by more than one feature's catalogue ('Aina ya huduma', 'Aina').
  const filter = page.getByRole('group', { name: /^Aina( ya huduma)?$/ });
  await expect(filter.getByRole('button').first()).toHaveText('Zote');
  await expect(filter.getByRole('button', { name: 'Usafirishaji' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Toa huduma zako' })).toBeVisible();

  const card = await searchForPlumber(page);
  await expect(card.getByRole('button', { name: 'Panga Huduma' })).toBeVisible();
  await expect(card.getByRole('link', { name: `Angalia Maelezo: ${plumber}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Hifadhi kwenye vipendwa' })).toBeVisible();
  await expect(card.getByRole('term').filter({ hasText: 'Mtoa Huduma Aliyethibitishwa' })).toBeVisible();
  await expect(card.getByText('Kuanzia KES 1,500', { exact: true })).toBeVisible();
  // The hours in Kiswahili: the 24-hour clock, no AM/PM.
  await expect(card).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/);
  await expect(card).not.toContainText(/AM|PM/);
  const match = card.getByRole('region', { name: `Uchambuzi wa Ulinganifu wa AI: ${plumber}` });
  await expect(match).toContainText('Ulinganifu wa 100%');
  await expect(match).toContainText('Anahudumia Kilimani');
  await expect(match).toContainText('Anatoa huduma ya mabomba');
  for (const english of ['Schedule Service', 'View Details', 'Serves', 'From KES', 'match'])
    await expect(card).not.toContainText(english);

  // A quick chip searches with its Kiswahili word, which the search understands.
  await page.getByRole('button', { name: 'Tafuta umeme' }).click();
  await expect(page).toHaveURL(/q=umeme/);
  await expect(page.getByRole('list', { name: 'Tumeelewa' }).getByRole('listitem')).toHaveCount(1);

  // Signed out, 'Panga Huduma' sends the visitor to sign in.
  await (await searchForPlumber(page)).getByRole('button', { name: 'Panga Huduma' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test('the provider cards each name their match panel apart (axe landmark-unique)', async ({ page }) => {
  await page.goto('/home-services');
  await expect(page.getByRole('region', { name: 'Watoa huduma' }).getByRole('article')).not.toHaveCount(0);
  const violations = await runAxe(page, { runOnly: { type: 'rule', values: ['landmark-unique'] } });
  expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});

test('a tenant books a service and uploads a KYC document in Kiswahili', async ({ page }) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Amani', lastName: `Lugha${Date.now() % 1e6}` });
  const saved = await page.request.put('/api/me/locale', { data: { locale: 'sw' } });
  expect(saved.status(), await saved.text()).toBe(200);

  // The booking dialog.
  await page.goto('/home-services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await (await searchForPlumber(page)).getByRole('button', { name: 'Panga Huduma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Panga Huduma' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Mweleze ${plumber} kuhusu kazi`);
  await dialog.getByRole('button', { name: 'Tuma ombi' }).click();
  await expect(dialog.getByText('Eleza kazi kwa herufi 10 hadi 1,000')).toBeVisible();
  await expect(dialog.getByText('Chagua siku ya kazi.')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Eleza kazi' })
    .fill(`Bomba la jikoni linavuja (e2e-${Date.now().toString(36)})`);
  await expect(dialog.getByRole('radio', { name: 'Anwani' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Anwani' }).fill('Argwings Kodhek Road, Kilimani, nyumba 12');
  const day = dialog.getByRole('combobox', { name: 'Siku' });
  await expect(day.getByRole('option', { name: 'Chagua siku' })).toBeAttached();
  // The days are named in Kiswahili ('Jumanne, 1 Des').
  await expect(day.getByRole('option').nth(1)).toHaveText(
    /^(Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili), /,
  );
  await day.selectOption({ index: 2 });
  await dialog.getByRole('combobox', { name: 'Saa' }).selectOption('10:00');
  await dialog.getByRole('textbox', { name: 'Bajeti kwa KES (si lazima)' }).fill('2000');
  await dialog.getByRole('button', { name: 'Tuma ombi' }).click();
  await expect(toast(page, 'Huduma imeombwa')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The KYC upload page.
  await page.goto('/kyc-verification');
  await expectHeading(page, 'Uthibitisho wa KYC');
  const idFront = page.getByRole('group', { name: 'Kitambulisho (mbele)', exact: true });
  await expect(idFront.getByText('Inahitajika')).toBeVisible();
  await expect(idFront.getByText('Bado haijapakiwa')).toBeVisible();
  await page
    .getByLabel('Piga picha: Kitambulisho (mbele)')
    .setInputFiles(path.join(fixtures, 'id-front.jpg'));
  await expect(
    toast(page, 'Hati yako (Kitambulisho (mbele)) imepakiwa na inasubiri uthibitisho.'),
  ).toBeVisible();
  await expect(idFront.getByText('Inasubiri uthibitisho')).toBeVisible();
  await expect(idFront.getByRole('button', { name: 'Ondoa' })).toBeVisible();
  await expect(page.getByLabel('Chagua faili mpya: Kitambulisho (mbele)')).toBeAttached();

  // Sent before every document is in: the server's refusal, in Kiswahili.
  await page.getByRole('button', { name: 'Kamilisha Uthibitisho' }).click();
  await expect(
    toast(page, 'Uthibitisho haujakamilika: Tafadhali pakia hati zote zinazohitajika kabla ya kuendelea'),
  ).toBeVisible();
});
