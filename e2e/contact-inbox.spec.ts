import { expect, test } from '@playwright/test';
import { demoAccounts, signInViaApi } from './support/auth';

/** A Kenyan mobile number of this run's own, so the SMS outbox read below holds only this run's texts. */
const runPhone = () => `07${String(Date.now() % 100_000_000).padStart(8, '0')}`;

test('a visitor writes in, the superadmin replies by SMS and marks it handled, and the audit log shows it', async ({
  page,
  browser,
}) => {
  // The visitor sends a message through the contact page.
  const phone = runPhone();
  const stored = `+254${phone.slice(1)}`;
  const words = `Is the bedsitter in Ruaka still free? Reference ${Date.now().toString(36)}.`;
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill('Achieng Odhiambo');
  await page.getByLabel('Email Address').fill('achieng@example.co.ke');
  await page.getByLabel('Phone Number (optional)').fill(phone);
  await page.getByLabel("I'm interested in").selectOption('renting');
  await page.getByLabel('Message', { exact: true }).fill(words);
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/contact-messages'),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();

  // The superadmin answers it from the dashboard's inbox, on the same phone-sized screen.
  const staff = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}`,
    viewport: page.viewportSize() ?? undefined,
  });
  const staffPage = await staff.newPage();
  await signInViaApi(staffPage, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await staffPage.goto('/dashboard');
  const inbox = staffPage.getByRole('region', { name: 'Contact messages' });
  const item = inbox.getByRole('listitem').filter({ hasText: words });
  await expect(item).toContainText('Achieng Odhiambo');
  await expect(item.getByLabel('Reply by')).toHaveValue('sms');
  const reply = 'Habari Achieng, yes it is. Call us on 0700 123 456 to book a viewing.';
  await item.getByLabel('Your reply').fill(reply);
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(staffPage.getByText('Reply sent', { exact: true })).toBeVisible();
  const thread = item.getByRole('region', { name: 'Replies' });
  await expect(thread).toContainText(reply);
  await expect(thread).toContainText('SMS to +254');

  // The job hands it to the SMS stand-in: it lands in the outbox for the visitor's phone.
  await expect
    .poll(
      async () => {
        const outbox = await staffPage.request.get(`/api/dev/sms?to=${encodeURIComponent(stored)}`);
        const { messages } = (await outbox.json()) as { messages: Array<{ text: string }> };
        return messages.map((sms) => sms.text);
      },
      { timeout: 20_000 },
    )
    .toContain(`ABODE: ${reply}`);
  await staffPage.reload();
  await expect(
    inbox.getByRole('listitem').filter({ hasText: words }).getByRole('region', { name: 'Replies' }),
  ).toContainText('Sent');

  // Marked handled, it leaves the open messages and shows under 'Handled'.
  await inbox
    .getByRole('listitem')
    .filter({ hasText: words })
    .getByRole('button', { name: 'Mark handled' })
    .click();
  await expect(staffPage.getByText('Marked handled', { exact: true })).toBeVisible();
  await expect(inbox.getByRole('listitem').filter({ hasText: words })).toHaveCount(0);
  await inbox.getByRole('group', { name: 'Show messages' }).getByRole('button', { name: 'Handled' }).click();
  const handled = inbox.getByRole('listitem').filter({ hasText: words });
  await expect(handled).toContainText('Handled by');
  await expect(handled.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // The audit log, filtered by that message, shows the reply and the step, and nothing else.
  const trail = staffPage.getByRole('region', { name: 'Audit Trail' });
  const search = trail.getByRole('search', { name: 'Search the audit trail' });
  await search.getByLabel('Record type').fill('contact_message');
  await search.getByLabel('Record id').fill(id);
  await search.getByRole('button', { name: 'Search' }).click();
  const entries = trail.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('marked a contact message handled');
  await expect(entries.nth(1)).toContainText('replied to a contact message');
  await expect(entries.nth(1)).toContainText(id);

  // The inbox and the log fit the phone's screen.
  for (const region of [inbox, trail]) {
    const box = await region.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  await staff.close();
});
