import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signInViaApi } from './support/auth';
import { expectHeading } from './support';

const consentLabel = 'I agree to receive updates about ABODE properties and services';

const fields = (page: Page) => ({
  name: page.getByLabel('Full Name'),
  email: page.getByLabel('Email Address'),
  phone: page.getByLabel('Phone Number (optional)'),
  interest: page.getByLabel("I'm interested in"),
  message: page.getByLabel('Message', { exact: true }),
  consent: page.getByRole('checkbox', { name: consentLabel }),
  submit: page.getByRole('button', { name: 'Send Message' }),
});

async function fillValid(page: Page) {
  const f = fields(page);
  await f.name.fill('Amina Njeri');
  await f.email.fill('amina@example.co.ke');
  await f.phone.fill('0712 345 678');
  await f.interest.selectOption('renting');
  await f.message.fill('I am looking for a two-bedroom apartment in Kilimani.');
  await f.consent.check();
}

test('the contact page shows the form, contact details, office hours and live chat', async ({ page }) => {
  await page.goto('/contact');
  await expectHeading(page, 'Contact Us');
  await expect(page.getByText("We're here to help with all your real estate needs.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Send Us a Message', level: 2 })).toBeVisible();

  const f = fields(page);
  await expect(f.name).toHaveValue('');
  await expect(f.email).toHaveAttribute('type', 'email');
  await expect(f.phone).toHaveValue('');
  await expect(f.interest).toHaveValue('general');
  await expect(f.interest.getByRole('option')).toHaveText([
    'Buying a property',
    'Renting a property',
    'Selling a property',
    'General inquiry',
  ]);
  await expect(f.message).toHaveValue('');
  await expect(f.consent).not.toBeChecked();

  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  // The details come from the server's configuration (CONTACT_*; these are its defaults), on the page and
  // in the footer.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'hello@abode.co.ke' })).toHaveAttribute(
    'href',
    'mailto:hello@abode.co.ke',
  );
  await expect(main.getByRole('link', { name: '+254 700 123 456' })).toHaveAttribute(
    'href',
    'tel:+254700123456',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Email: hello@abode.co.ke' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Phone: +254 700 123 456' })).toHaveAttribute(
    'href',
    'tel:+254700123456',
  );
  await expect(page.getByText('Waiyaki Way, Westlands')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Office Hours' })).toBeVisible();
  for (const line of ['Monday-Friday 9:00 AM - 6:00 PM', 'Saturday 10:00 AM - 4:00 PM', 'Sunday Closed']) {
    await expect(page.getByRole('listitem').filter({ hasText: line })).toHaveText(line);
  }
  await expect(page.getByRole('button', { name: 'Start Live Chat' })).toBeVisible();
});

test('field errors appear under their fields and nothing is sent', async ({ page }) => {
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact-messages')) posted += 1;
  });
  await page.goto('/contact');
  const f = fields(page);
  await f.name.fill('Amina Njeri');
  await f.email.fill('not-an-email');
  await f.submit.click();

  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAccessibleDescription('Enter a valid email address');
  await expect(f.message).toHaveAccessibleDescription('Enter a message');
  await expect(f.email).toBeFocused();
  expect(posted).toBe(0);

  // Fixing a field clears its message as the user types.
  await f.email.fill('amina@example.co.ke');
  await expect(page.getByText('Enter a valid email address')).toBeHidden();
});

test("the server's field errors appear under their fields", async ({ page }) => {
  await page.route('**/api/contact-messages', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'phone: Enter a valid Kenyan phone number',
          fields: { phone: 'Enter a valid Kenyan phone number' },
        },
      },
    }),
  );
  await page.goto('/contact');
  await fillValid(page);
  const f = fields(page);
  await f.submit.click();
  await expect(f.phone).toHaveAccessibleDescription('Enter a valid Kenyan phone number');
  await expect(f.phone).toBeFocused();
  await expect(f.name).toHaveValue('Amina Njeri');
});

test('a valid message is stored, confirmed with a toast, the form clears, and staff read it', async ({
  page,
  browser,
}) => {
  // Hold the request a moment so the in-flight state can be seen.
  await page.route('**/api/contact-messages', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/contact?interest=buying&message=Hello');
  const f = fields(page);
  await fillValid(page);
  // This run's own words, so the inbox check below cannot be satisfied by an earlier message.
  const words = `Looking for a two-bedroom in Kilimani, reference ${Date.now().toString(36)}.`;
  await f.message.fill(words);

  const requestPromise = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/contact-messages'),
  );
  const responsePromise = page.waitForResponse((response) =>
    response.url().endsWith('/api/contact-messages'),
  );
  await f.submit.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();

  const request = await requestPromise;
  expect(request.postDataJSON()).toMatchObject({
    name: 'Amina Njeri',
    email: 'amina@example.co.ke',
    phone: '+254712345678',
    interest: 'renting',
    consent: true,
  });
  expect((await responsePromise).status()).toBe(201);

  await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
  await expect(page.getByText("We've received your message and will get back to you soon.")).toBeVisible();
  await expect(f.name).toHaveValue('');
  await expect(f.email).toHaveValue('');
  await expect(f.phone).toHaveValue('');
  await expect(f.interest).toHaveValue('general');
  await expect(f.message).toHaveValue('');
  await expect(f.consent).not.toBeChecked();
  await expect(f.submit).toBeEnabled();
  await expect(page).toHaveURL('/contact');

  // The message is really stored: the superadmin reads it in the dashboard's inbox.
  const staff = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}` });
  const staffPage = await staff.newPage();
  await signInViaApi(staffPage, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await staffPage.goto('/dashboard');
  const inbox = staffPage.getByRole('region', { name: 'Contact messages' });
  const stored = inbox.getByRole('listitem').filter({ hasText: words });
  await expect(stored).toContainText('Amina Njeri');
  await expect(stored).toContainText('Renting');
  await expect(stored.getByRole('link', { name: 'amina@example.co.ke' })).toHaveAttribute(
    'href',
    'mailto:amina@example.co.ke',
  );
  await staff.close();
});

test('too many messages: the server message shows and the typing is kept', async ({ page }) => {
  const message = 'You have sent several messages in a short time. Please wait a few minutes and try again.';
  await page.route('**/api/contact-messages', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '600' },
      json: { error: { code: 'RATE_LIMITED', message } },
    }),
  );
  await page.goto('/contact');
  await fillValid(page);
  await fields(page).submit.click();
  await expect(page.getByText('Message not sent', { exact: true })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(fields(page).message).toHaveValue('I am looking for a two-bedroom apartment in Kilimani.');
  await expect(fields(page).consent).toBeChecked();
});

test('a server failure shows a clear toast and keeps the typing', async ({ page }) => {
  await page.route('**/api/contact-messages', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }),
  );
  await page.goto('/contact');
  await fillValid(page);
  await fields(page).submit.click();
  await expect(page.getByText('Message not sent', { exact: true })).toBeVisible();
  await expect(page.getByText('We could not send your message. Please try again in a moment.')).toBeVisible();
  await expect(fields(page).name).toHaveValue('Amina Njeri');
  await expect(fields(page).email).toHaveValue('amina@example.co.ke');
});

test('the address can prefill the interest and message', async ({ page }) => {
  await page.goto('/contact?interest=selling&message=I%20want%20to%20sell%20my%20flat%20in%20Ruaka.');
  await expect(fields(page).interest).toHaveValue('selling');
  await expect(fields(page).message).toHaveValue('I want to sell my flat in Ruaka.');
  await page.goto('/contact?interest=investing');
  await expect(fields(page).interest).toHaveValue('general');
});

test('the live chat opens at 400 px, sends, keeps the chat, and closes', async ({ page }) => {
  await page.goto('/contact');
  const start = page.getByRole('button', { name: 'Start Live Chat' });
  const floating = page.getByRole('button', { name: 'Chat with Us' });
  await expect(floating).toBeVisible();
  await start.click();
  const chat = page.getByRole('region', { name: 'Chat with Us' });
  await expect(chat).toBeVisible();
  await expect(start).toBeHidden();
  // The floating button stands aside while the live chat is open, so it never covers it.
  await expect(floating).toBeHidden();
  const box = await chat.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(400);

  const input = chat.getByRole('textbox', { name: 'Type your message' });
  await expect(input).toBeFocused();
  await input.fill('Do you have two-bedroom flats in Kilimani?');
  await input.press('Enter');
  const log = chat.getByRole('log');
  await expect(log.getByText('Do you have two-bedroom flats in Kilimani?')).toBeVisible();

  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  await expect(start).toBeVisible();
  await expect(start).toBeFocused();
  await expect(floating).toBeVisible();

  // The conversation is stored: after a reload it is still there.
  await page.reload();
  await page.getByRole('button', { name: 'Start Live Chat' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Chat with Us' })
      .getByText('Do you have two-bedroom flats in Kilimani?'),
  ).toBeVisible();
});
