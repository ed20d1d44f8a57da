import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/auth';

/** From the dashboard's Deposit sheet to the card page, as a person gets there. */
async function openCardPage(page: Page) {
  await page.goto('/dashboard/tenant');
  await page.getByRole('button', { name: 'Top Up Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Deposit' })
    .getByRole('button', { name: /Card Payment/ })
    .click();
  await expect(page).toHaveURL('/dashboard/tenant/card');
  await expect(page.getByRole('heading', { name: 'Deposit by card' })).toBeVisible();
}

/** Asks for `amount`, checks the fee and total shown before paying, and goes to the card page. */
async function payWithCard(page: Page, amount: string, fee: string, total: string) {
  await page.getByLabel('Amount (KES)').fill(amount);
  const summary = page.getByRole('region', { name: 'What you pay' });
  await expect(summary).toContainText(`Card fee (2.9%, at most KES 2,000)${fee}`);
  await expect(summary).toContainText(`Charged to your card${total}`);
  await page.getByRole('button', { name: 'Pay with card' }).click();
  // The card provider's hosted checkout (the local stand-in).
  await expect(page).toHaveURL(/\/standin\/paystack\/checkout\/[0-9a-f]{16}$/);
}

async function enterCard(page: Page, number: string, total: string) {
  await expect(page.getByRole('heading', { name: `Pay ${total}.00` })).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('408');
  await page.getByRole('button', { name: `Pay ${total}.00` }).click();
}

test('a tenant deposits by card: the fee before paying, the card page, and the new balance and history', async ({
  page,
}) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Nduta', lastName: 'Card' });
  await openCardPage(page);
  await page.getByLabel('Amount (KES)').fill('40');
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page.getByText('The smallest card deposit is KES 50.')).toBeVisible();

  await payWithCard(page, '2500', 'KES 73', 'KES 2,573');
  await enterCard(page, '4084 0840 8408 4081', 'KES 2,573');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // Back in ABODE, on the payment's result page.
  await expect(page).toHaveURL(/\/dashboard\/tenant\/card\/[0-9a-f-]{36}\?trxref=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('KES 2,500 is in your ABODE wallet.')).toBeVisible();
  await expect(page.getByText('Charged to your card: KES 2,573')).toBeVisible();
  await expect(page.getByText('New balance: KES 2,500')).toBeVisible();

  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('KES 2,500');
  const history = page.getByRole('region', { name: 'Recent transactions' });
  await expect(history.getByRole('listitem').first()).toContainText('Card deposit, card ending 4081');
  await expect(history.getByRole('listitem').first()).toContainText('+KES 2,500');
});

test('a declined card says why, credits nothing, and the retry starts again with the amount', async ({
  page,
}) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Otieno', lastName: 'Declined' });
  await openCardPage(page);
  await payWithCard(page, '3000', 'KES 87', 'KES 3,087');
  await enterCard(page, '4084 0800 0000 5408', 'KES 3,087');
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();

  await expect(page).toHaveURL(/\/dashboard\/tenant\/card\/[0-9a-f-]{36}\?trxref=/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(
    page.getByText('Your card was not charged: Insufficient Funds.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/dashboard/tenant/card?amount=3000');
  await expect(page.getByLabel('Amount (KES)')).toHaveValue('3000');
  await page.goto('/dashboard/tenant');
  await expect(page.getByTestId('wallet-balance')).toHaveText('KES 0');
});

test('a card asking for 3-D Secure takes the bank’s one-time code, a wrong one first, then pays', async ({
  page,
}) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Achieng', lastName: 'Secure' });
  await openCardPage(page);
  await payWithCard(page, '1000', 'KES 29', 'KES 1,029');
  await enterCard(page, '4084 0800 0000 0409', 'KES 1,029');
  await expect(page.getByRole('heading', { name: 'Confirm with your bank (3-D Secure)' })).toBeVisible();
  await page.getByLabel('One-time code').fill('111111');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Check it and try again.');
  await page.getByLabel('One-time code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('New balance: KES 1,000')).toBeVisible();
});
