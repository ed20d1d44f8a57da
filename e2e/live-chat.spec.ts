import { expect, test } from '@playwright/test';
import { demoAccounts, signInViaApi } from './support/auth';

/**
 * Live chat for real: a visitor writes from the floating 'Chat with Us' button, the superadmin (signed in
 * through the API in a second browser) sees it arrive in the dashboard's inbox without reloading and
 * answers; the visitor sees the answer without reloading. The chat is closed and reopened.
 */
test('a visitor chats and staff answer live; the chat closes and reopens', async ({ browser, page }) => {
  // Two browsers and the superadmin's whole dashboard on a shared 2-core machine.
  test.setTimeout(150_000);
  const words = `Is the Kilimani two-bedroom still free? ${Date.now()}`;
  // The team is online first: its inbox is open, so the visitor gets people, not the automatic reply.
  const staff = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}`,
    viewport: { width: 360, height: 740 },
  });
  const staffPage = await staff.newPage();
  await signInViaApi(staffPage, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await staffPage.goto('/dashboard');
  const inbox = staffPage.getByRole('region', { name: 'Live chat' });
  // The dashboard loads every card's code and data on first paint: slow on a busy CI machine.
  await expect(inbox).toBeVisible({ timeout: 60_000 });
  await expect(inbox.getByText(/Visitors and customers writing from the site/)).toBeVisible();

  // The visitor writes.
  await page.goto('/partners');
  await page.getByRole('button', { name: 'Chat with Us' }).click();
  const chat = page.getByRole('region', { name: 'Chat with Us' });
  const input = chat.getByRole('textbox', { name: 'Type your message' });
  await input.fill(words);
  await input.press('Enter');
  const log = chat.getByRole('log');
  await expect(log.getByText(words)).toBeVisible();
  // Staff are online: no automatic reply.
  await expect(log.getByText(/One of our property experts/)).toHaveCount(0);

  // It arrives in the staff inbox without a reload, and staff answer.
  const item = inbox.getByRole('button', { name: 'Open the chat with Visitor' }).filter({ hasText: words });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Waiting');
  await item.click();
  await expect(inbox.getByRole('log').getByText(words)).toBeVisible();
  await inbox
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Karibu! Yes, it is free. Can you view it on Saturday?');
  await inbox.getByRole('button', { name: 'Reply' }).click();
  await expect(inbox.getByRole('log').getByText('Karibu! Yes, it is free.', { exact: false })).toBeVisible();

  // The visitor sees the answer live, without a reload.
  await expect(log.getByText('Karibu! Yes, it is free. Can you view it on Saturday?')).toBeVisible();
  await expect(log.getByText(/One of our property experts/)).toHaveCount(0);

  // The visitor ends the chat; staff see it closed live.
  await chat.getByRole('button', { name: 'End chat' }).click();
  await expect(chat.getByText('This chat has ended. Send a message to start it again.')).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Reopen chat' })).toBeVisible();

  // Staff reopen it; the visitor writes again and the chat carries on.
  await inbox.getByRole('button', { name: 'Reopen chat' }).click();
  await expect(inbox.getByRole('button', { name: 'Close chat' })).toBeVisible();
  await expect(chat.getByText('This chat has ended.', { exact: false })).toBeHidden();
  await input.fill('Saturday at 10 works. Thank you!');
  await input.press('Enter');
  await expect(inbox.getByRole('log').getByText('Saturday at 10 works. Thank you!')).toBeVisible();

  // Staff close it; the visitor sees it ended, then a new message opens it again.
  await inbox.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat.getByText('This chat has ended. Send a message to start it again.')).toBeVisible();
  await input.fill('One more question about parking.');
  await input.press('Enter');
  await expect(chat.getByText('This chat has ended.', { exact: false })).toBeHidden();
  await expect(inbox.getByRole('button', { name: 'Reopen chat' })).toBeHidden();
  await expect(inbox.getByRole('log').getByText('One more question about parking.')).toBeVisible();

  // The floating button never covers the open panel: it stands aside while the panel is open.
  await expect(page.getByRole('button', { name: 'Chat with Us' })).toBeHidden();
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Chat with Us' })).toBeVisible();
  await staff.close();
});

test('at 360 px the floating button leaves the end of the page uncovered', async ({ page }) => {
  await page.goto('/partners');
  const footer = page.getByRole('contentinfo');
  const lastLine = footer.getByText(/./).last();
  await lastLine.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const button = await page.getByRole('button', { name: 'Chat with Us' }).boundingBox();
      const line = await lastLine.boundingBox();
      // The footer's last line ends above the button's top.
      return Boolean(button && line && line.y + line.height <= button.y);
    })
    .toBe(true);
});
