import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/auth';

/**
 * The contact page, its form, the 'Chat with Us' widget and a person's saved searches, read in Kiswahili:
 * the browser is set to Kiswahili (sw-KE) and the choice is kept on the device, as after the switch.
 */
test.use({ locale: 'sw-KE' });

/** Each test writes from an address of its own (the e2e server trusts X-Forwarded-For), so limits stay per person. */
async function ownAddress(page: Page) {
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `2001:db8::${part()}:${part()}` });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('abode.locale', 'sw'));
  await ownAddress(page);
});

test('the contact page and its form speak Kiswahili, the validation messages too', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: 'Wasiliana Nasi', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Tuko hapa kukusaidia kwa mahitaji yako yote ya nyumba na mali.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tutumie Ujumbe', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maelezo ya Mawasiliano' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gumzo la Moja kwa Moja' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anza Gumzo' })).toBeVisible();

  // The office hours as configured, the days and times the Kiswahili way.
  await expect(page.getByRole('heading', { name: 'Saa za Ofisi' })).toBeVisible();
  await expect(page.getByText('Jumatatu - Ijumaa', { exact: true })).toBeVisible();
  await expect(page.getByText('saa 3:00 asubuhi - saa 12:00 jioni', { exact: true })).toBeVisible();
  await expect(page.getByText('Imefungwa', { exact: true })).toBeVisible();

  const name = page.getByLabel('Jina Kamili');
  const email = page.getByLabel('Anwani ya Barua Pepe');
  const phone = page.getByLabel('Nambari ya Simu (si lazima)');
  const interest = page.getByLabel('Ninavutiwa na');
  const message = page.getByLabel('Ujumbe', { exact: true });
  await expect(interest.getByRole('option')).toHaveText([
    'Kununua mali',
    'Kupanga nyumba',
    'Kuuza mali',
    'Swali la jumla',
  ]);
  await expect(message).toHaveAttribute('placeholder', /^Tueleze unachotafuta: eneo, bajeti/);

  // Sent empty, with a wrong phone: every message under its field, in Kiswahili, and nothing is sent.
  await email.fill('si-barua-pepe');
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Tuma Ujumbe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Weka jina lako' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: /^Weka (anwani sahihi ya barua pepe|barua pepe sahihi)$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Weka nambari sahihi ya simu ya Kenya' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Andika ujumbe' })).toBeVisible();
  await expect(name).toBeFocused();
  await expect(page.getByText('Enter your name')).toHaveCount(0);

  await name.fill('Amina Njeri');
  await email.fill('amina.sw@example.co.ke');
  await phone.fill('0712 345 678');
  await interest.selectOption('renting');
  await message.fill('Natafuta nyumba ya vyumba viwili Kilimani.');
  await page
    .getByRole('checkbox', { name: 'Ninakubali kupokea habari kuhusu nyumba na huduma za ABODE' })
    .check();
  await page.getByRole('button', { name: 'Tuma Ujumbe' }).click();
  await expect(page.getByText('Ujumbe Umetumwa')).toBeVisible();
  await expect(page.getByText('Tumepokea ujumbe wako na tutakujibu hivi karibuni.')).toBeVisible();
  await expect(name).toHaveValue('');
});

test('the chat widget opens, sends a message and answers in Kiswahili', async ({ page }) => {
  await page.goto('/partners');
  await page.getByRole('button', { name: 'Ongea Nasi' }).click();
  const chat = page.getByRole('region', { name: 'Ongea Nasi' });
  await expect(chat.getByText('Kwa kawaida tunajibu ndani ya dakika chache')).toBeVisible();
  const log = chat.getByRole('log', { name: 'Ujumbe wa gumzo' });
  await expect(log.getByText('Habari! 👋 Tukusaidie vipi kupata nyumba inayokufaa leo?')).toBeVisible();

  const words = `Je, kuna bedsita Ruaka? ${Date.now()}`;
  const input = chat.getByRole('textbox', { name: 'Andika ujumbe wako' });
  await expect(input).toHaveAttribute('placeholder', 'Andika ujumbe wako...');
  await input.fill(words);
  await chat.getByRole('button', { name: 'Tuma' }).click();
  await expect(log.getByText(words)).toBeVisible();
  await expect(input).toHaveValue('');

  // No one on the team is online: the automatic reply, said from its codes, when the team is back or its hours.
  await expect(log.getByText(/^Asante kwa ujumbe wako!/)).toBeVisible();
  await expect(
    log.getByText(/Timu yetu (itarudi|huwa mtandaoni) .*saa \d{1,2}:\d{2} (asubuhi|mchana|jioni|usiku)/),
  ).toBeVisible();
  await expect(log.getByText(/One of our property experts/)).toHaveCount(0);

  await chat.getByRole('button', { name: 'Maliza gumzo' }).click();
  await expect(chat.getByRole('status')).toHaveText('Gumzo hili limeisha. Tuma ujumbe ili ulianze tena.');
  await chat.getByRole('button', { name: 'Funga gumzo' }).click();
  await expect(page.getByRole('button', { name: 'Ongea Nasi' })).toBeVisible();
});

test('a signed-in person reads their saved searches on the dashboard in Kiswahili', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { firstName: 'Neema', lastName: `Utafutaji${Date.now() % 100_000}` });
  const locale = await page.request.put('/api/me/locale', { data: { locale: 'sw' } });
  expect(locale.status(), await locale.text()).toBe(200);
  const name = `Kilimani ${Date.now() % 100_000}`;
  const created = await page.request.post('/api/saved-searches', {
    data: {
      name,
      queryText: '',
      frequency: 'instant',
      criteria: {
        intent: 'rent',
        propertyTypes: ['apartment'],
        bedrooms: { min: 2, max: 2 },
        bathrooms: { min: null, max: null },
        price: { min: null, max: 80_000 },
        locations: ['Kilimani'],
        amenities: ['parking'],
        unmatchedTerms: [],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard/tenant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  const card = page.getByRole('region', { name: 'Utafutaji uliohifadhiwa' });
  // The dashboard loads every card's code and data on first paint: slow on a busy machine.
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('heading', { name, level: 3 })).toBeVisible();
  // The dashboard fits 360 px: a wider column made the phone zoom the page out, and taps missed the buttons.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(card.getByText('Arifa papo hapo')).toBeVisible();
  const chips = card.getByRole('listitem').filter({ hasNotText: name });
  for (const chip of ['Vyumba 2 vya kulala', 'Chini ya KES 80,000', 'Kilimani', 'Maegesho'])
    await expect(chips.getByText(chip, { exact: true })).toBeVisible();
  await expect(card.getByText('Hakuna nyumba mpya zinazolingana')).toBeVisible();

  // Edit: the dialog in Kiswahili, and an empty name refused in Kiswahili.
  await card.getByRole('button', { name: new RegExp(`^Hariri .*${name}$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Hariri utafutaji uliohifadhiwa' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Pata arifa nyumba mpya inayolingana nao inapowekwa.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Papo hapo' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Muhtasari wa kila siku' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ondoa Maegesho' })).toBeVisible();
  await dialog.getByLabel('Jina', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Hifadhi utafutaji' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Upe utafutaji jina' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Muhtasari wa kila siku' }).check();
  await dialog.getByLabel('Jina', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Hifadhi utafutaji' }).click();
  await expect(page.getByText('Utafutaji uliohifadhiwa umesasishwa')).toBeVisible();
  await expect(card.getByText('Muhtasari wa kila siku')).toBeVisible();

  await card.getByRole('button', { name: new RegExp(`^Futa .*${name}$`) }).click();
  await expect(page.getByText('Utafutaji uliohifadhiwa umefutwa')).toBeVisible();
  await expect(card.getByText('Bado huna utafutaji uliohifadhiwa.')).toBeVisible();
});
