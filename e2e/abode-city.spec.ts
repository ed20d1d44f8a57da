import { expect, test, type Page } from '@playwright/test';
import { expectHeading } from './support';
import { demoAccounts, signInViaApi, signOutViaApi, uniqueEmail, uniquePhone } from './support/auth';

// A visitor's request and booking, the team's answer on the dashboard and the visitor's acceptance.
test.describe.configure({ timeout: 120_000 });

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a visitor asks for a quote and books a consultation; the team answers; the visitor accepts the quote', async ({
  page,
}) => {
  const token = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Wanjiru Visitor ${token}`;
  const phone = uniquePhone();
  const email = uniqueEmail('abode-city');

  // 'Get a Quote' opens the request form; the visitor leaves with the private link to their request.
  await page.goto('/abode-city');
  await expectHeading(page, 'ABODE City');
  await expect(page.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', 'tel:+254722418305');
  await page.getByRole('button', { name: 'Get a Quote' }).click();
  const quote = dialogNamed(page, 'Get a Quote');
  await expect(quote).toBeVisible();
  // Nothing filled in: the form says what is missing, and sends nothing.
  await quote.getByRole('button', { name: 'Request Quote' }).click();
  await expect(quote.getByText('Choose one of our six services')).toBeVisible();
  await quote.getByLabel('Service').selectOption({ label: 'House Designs' });
  await quote.getByLabel('Location').selectOption('Karen');
  await quote.getByLabel('Plot or floor size').fill('0.5');
  await quote.getByLabel('Unit').selectOption({ label: 'acres' });
  await quote.getByLabel('Budget range').selectOption({ label: 'KES 5,000,000 – 15,000,000' });
  await quote.getByLabel('When would you like to start?').selectOption({ label: 'In 3 to 6 months' });
  await quote
    .getByLabel('Describe your project')
    .fill('A four-bedroom maisonette with a DSQ on a half-acre plot in Karen.');
  await quote.getByLabel('Full name').fill(name);
  await quote.getByLabel('Phone number').fill(phone.replace('+254', '0'));
  await quote.getByLabel('Email').fill(email);
  await quote.getByRole('button', { name: 'Request Quote' }).click();
  await expect(quote.getByRole('status')).toContainText('Request received');
  await quote.getByRole('link', { name: 'View my request' }).click();
  await expect(page).toHaveURL(/\/abode-city\/quotes\/[0-9a-f-]{36}\?key=[\w-]{32}$/);
  const privateLink = page.url();
  await expectHeading(page, 'Your ABODE City quote');
  await expect(page.getByText('Waiting for a quote')).toBeVisible();
  await expect(page.getByText('Our team is preparing your quote.')).toBeVisible();

  // 'Schedule a Consultation': a free slot of the firm's hours, in person.
  await page.goto('/abode-city');
  await page.getByRole('button', { name: 'Schedule a Consultation' }).click();
  const booking = dialogNamed(page, 'Schedule a Consultation');
  await expect(booking).toBeVisible();
  const times = booking.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
  await expect(times.first()).toBeVisible({ timeout: 15_000 });
  // A later business day, so a rerun on the same server finds a free time.
  const days = booking.getByRole('group', { name: 'Day' }).getByRole('button', { disabled: false });
  await days.nth(Math.floor(Math.random() * Math.min(await days.count(), 9))).click();
  await expect(times.first()).toBeVisible();
  await times.nth(Math.floor(Math.random() * (await times.count()))).click();
  await booking.getByRole('radio', { name: 'By phone' }).click();
  await booking.getByLabel('Full name').fill(name);
  await booking.getByLabel('Phone number').fill(phone);
  await booking.getByLabel('Email').fill(email);
  await booking.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(booking.getByRole('status')).toContainText('Consultation booked');

  // The team answers from the back office, where the booking is on its calendar too.
  await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await page.goto('/dashboard');
  const calendar = page.getByRole('region', { name: 'ABODE City Consultations' });
  await expect(calendar.getByText(name)).toBeVisible({ timeout: 20_000 });
  const queue = page.getByRole('region', { name: 'ABODE City Quote Requests' });
  const request = queue.getByRole('listitem', { name: `${name}: House Designs` });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Send Quote' }).click();
  const answer = dialogNamed(page, `Quote for ${name}`);
  await answer.getByLabel('Item 1', { exact: true }).fill('Concept and design drawings');
  await answer.getByLabel('Amount 1 (KES)').fill('350000');
  await answer.getByRole('button', { name: 'Add item' }).click();
  await answer.getByLabel('Item 2', { exact: true }).fill('County approval drawings');
  await answer.getByLabel('Amount 2 (KES)').fill('120000');
  await expect(answer.getByText('Total: KES 470,000')).toBeVisible();
  await answer.getByRole('button', { name: 'Send Quote' }).click();
  await expect(answer).toBeHidden();
  await expect(request.getByText('Quote ready')).toBeVisible();
  await signOutViaApi(page);

  // The visitor opens their private link again and accepts the quote.
  await page.goto(privateLink);
  await expect(page.getByText('Quote ready')).toBeVisible();
  const quoteSection = page.getByRole('region', { name: 'Quote' });
  await expect(quoteSection.getByRole('row', { name: /Concept and design drawings/ })).toContainText(
    '350,000',
  );
  await expect(quoteSection.getByRole('row', { name: /Total/ })).toContainText('KES 470,000');
  await quoteSection.getByRole('button', { name: 'Accept Quote' }).click();
  await expect(quoteSection.getByRole('status')).toContainText('You accepted this quote on');
  await expect(quoteSection.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
});
