import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signInViaApi, signOutViaApi, signUpViaApi } from './support/auth';
import { confirmPaybill } from './support/paybill';

/** Tops up the signed-in user's wallet by a paybill payment to its account number, and waits for it. */
async function topUp(page: Page, amount: number) {
  const { accountNumber } = (await (await page.request.get('/api/wallet')).json()) as {
    accountNumber: string;
  };
  const receipt = `E2T${Date.now().toString(36).toUpperCase().slice(-6)}${Math.floor(Math.random() * 100)}`;
  await confirmPaybill(page.request, { receipt, amount, account: accountNumber });
  await expect
    .poll(async () => ((await (await page.request.get('/api/wallet')).json()) as { amount: number }).amount)
    .toBe(amount);
}

test('a tenant sends Tuku Pay by phone, asks for money, and the other person pays the request', async ({
  page,
}) => {
  const tag = Date.now() % 100_000;
  const jane = await signUpViaApi(page, { firstName: 'Jane', lastName: `Wanjiku${tag}` });
  await signOutViaApi(page);
  await signUpViaApi(page, { firstName: 'Otieno', lastName: `Kamau${tag}` });
  await topUp(page, 5_000);

  // From the dashboard's Send Money sheet to the Tuku Pay page.
  await page.goto('/dashboard/tenant');
  await page.getByRole('button', { name: 'Send Money' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tuku Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenant\/send-tukupay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send with Tuku Pay' })).toBeVisible();

  // An unknown number says only that; the right one shows the masked name.
  await page.getByLabel('Recipient phone number').fill('0799 999 001');
  await page.getByRole('button', { name: 'Find recipient' }).click();
  await expect(page.getByText('No ABODE account uses this number')).toBeVisible();
  await page.getByLabel('Recipient phone number').fill(jane.phone);
  await page.getByRole('button', { name: 'Find recipient' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sending to Jane W***' })).toBeVisible();

  // Above KES 10,000 the SMS code is asked for; the fee and total show before confirming.
  await page.getByLabel('Amount (KES)').fill('15000');
  await expect(page.getByLabel('Confirmation code (SMS)')).toBeVisible();
  await page.getByLabel('Amount (KES)').fill('1500');
  await expect(page.getByLabel('Confirmation code (SMS)')).toHaveCount(0);
  const review = page.getByRole('definition');
  await expect(review.filter({ hasText: 'Free' })).toBeVisible();
  await expect(review.filter({ hasText: 'KES 1,500' }).first()).toBeVisible();
  await page.getByLabel('Note (optional)').fill('Water share');
  await page.getByRole('button', { name: 'Confirm and send' }).click();

  const receipt = page.getByRole('region', { name: 'Tuku Pay receipt' });
  await expect(receipt.getByText('KES 1,500 sent to Jane W***.')).toBeVisible();
  await expect(receipt.getByText('Completed')).toBeVisible();
  await expect(receipt.getByText(/^TP[0-9A-Z]{8}$/)).toBeVisible();

  // The Deposit sheet's Tuku Pay: the number, its QR code, and a request to Jane.
  await page.goto('/dashboard/tenant');
  await page.getByRole('button', { name: 'Deposit' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tuku Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenant\/tukupay$/);
  await expect(page.getByRole('region', { name: 'Your Tuku Pay number' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of your Tuku Pay number/ })).toBeVisible();
  const ask = page.getByRole('form', { name: 'Request money' });
  await ask.getByLabel('Phone number to request from').fill(jane.phone);
  await ask.getByLabel('Amount (KES)').fill('300');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request was sent.')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Requests you sent' });
  await expect(mine.getByRole('listitem').filter({ hasText: 'Jane W***' })).toContainText('Waiting');

  // Jane sees the request and pays it.
  await signOutViaApi(page);
  await signInViaApi(page, jane.email, jane.password);
  await page.goto('/dashboard/tenant/tukupay');
  const request = page.getByRole('listitem', { name: /Otieno K\*\*\* asks you to pay KES 300/ });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(page.getByText('You paid the request.')).toBeVisible();
  await expect(request).toContainText('Paid');
  const wallet = (await (await page.request.get('/api/wallet')).json()) as { amount: number };
  expect(wallet.amount).toBe(1_200);
});

test('the superadmin finds a Tuku Pay transfer by its reference and reverses it with a reason', async ({
  page,
}) => {
  const tag = Date.now() % 100_000;
  const jane = await signUpViaApi(page, { firstName: 'Akinyi', lastName: `Odera${tag}` });
  await signOutViaApi(page);
  await signUpViaApi(page, { firstName: 'Wekesa', lastName: `Barasa${tag}` });
  await topUp(page, 2_000);
  const sent = await page.request.post('/api/transfers', {
    data: { phone: jane.phone, amount: 800 },
    headers: { 'Idempotency-Key': `e2e-reverse-${tag}-${Math.floor(Math.random() * 1e6)}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await signOutViaApi(page);

  await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await page.goto('/dashboard');
  const reversal = page.getByRole('region', { name: 'Reverse a Tuku Pay transfer' });
  await reversal.getByLabel('Transfer reference').fill('TP12');
  await reversal.getByRole('button', { name: 'Find transfer' }).click();
  await expect(reversal.getByText('A Tuku Pay reference is TP and 8 letters or digits')).toBeVisible();
  await reversal.getByLabel('Transfer reference').fill(reference.toLowerCase());
  await reversal.getByRole('button', { name: 'Find transfer' }).click();
  const facts = reversal.getByRole('definition');
  await expect(facts.filter({ hasText: 'KES 800' })).toBeVisible();
  await expect(facts.filter({ hasText: 'Wekesa B***' })).toBeVisible();
  await expect(facts.filter({ hasText: 'Akinyi O***' })).toBeVisible();

  await reversal.getByRole('button', { name: 'Reverse transfer' }).click();
  await expect(reversal.getByText('Give the reason for the reversal')).toBeVisible();
  await reversal
    .getByLabel('Reason for the reversal')
    .fill('Sent to the wrong number; both confirmed by phone.');
  await reversal.getByRole('button', { name: 'Reverse transfer' }).click();
  const confirm = reversal.getByRole('group', { name: 'Reverse transfer' });
  await expect(confirm).toContainText(`Reverse KES 800 of ${reference}?`);
  await confirm.getByRole('button', { name: 'Reverse transfer' }).click();
  await expect(page.getByText(`Transfer ${reference} was reversed.`)).toBeVisible();
  await expect(facts.filter({ hasText: 'Reversed' })).toBeVisible();
  await expect(reversal.getByText('Only a completed transfer can be reversed.')).toBeVisible();

  // The money is back with the sender.
  await signOutViaApi(page);
  await signInViaApi(page, jane.email, jane.password);
  const wallet = (await (await page.request.get('/api/wallet')).json()) as { amount: number };
  expect(wallet.amount).toBe(0);
});

test('a payment request the other person declines: no money moves, and both see it declined', async ({
  page,
}) => {
  test.slow(); // Two people, four sign-ins and a look at each side.
  const tag = Date.now() % 100_000;
  const payer = await signUpViaApi(page, { firstName: 'Nyokabi', lastName: `Mwangi${tag}` });
  await topUp(page, 1_000);
  await signOutViaApi(page);
  const asker = await signUpViaApi(page, { firstName: 'Kiprono', lastName: `Rotich${tag}` });

  await page.goto('/dashboard/tenant/tukupay');
  const ask = page.getByRole('form', { name: 'Request money' });
  await ask.getByLabel('Phone number to request from').fill(payer.phone);
  await ask.getByLabel('Amount (KES)').fill('400');
  await ask.getByLabel('Note (optional)').fill('Electricity share');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request was sent.')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Requests you sent' });
  await expect(mine.getByRole('listitem').filter({ hasText: 'Nyokabi M***' })).toContainText('Waiting');

  // The payer declines it in the app.
  await signOutViaApi(page);
  await signInViaApi(page, payer.email, payer.password);
  await page.goto('/dashboard/tenant/tukupay');
  const request = page.getByRole('listitem', { name: /Kiprono R\*\*\* asks you to pay KES 400/ });
  await expect(request).toContainText('Electricity share');
  await request.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('You declined the request.')).toBeVisible();
  await expect(request).toContainText('Declined');
  await expect(request.getByRole('button', { name: 'Approve and pay' })).toHaveCount(0);
  expect(((await (await page.request.get('/api/wallet')).json()) as { amount: number }).amount).toBe(1_000);

  // The one who asked sees it declined in the list and is told.
  await signOutViaApi(page);
  await signInViaApi(page, asker.email, asker.password);
  await page.goto('/dashboard/tenant/tukupay');
  await expect(mine.getByRole('listitem').filter({ hasText: 'Nyokabi M***' })).toContainText('Declined');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText(/declined your request of KES 400/),
  ).toBeVisible();
  expect(((await (await page.request.get('/api/wallet')).json()) as { amount: number }).amount).toBe(0);
});
