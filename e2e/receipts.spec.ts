import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { rentedFromThisMonth } from './support/tenancy';

/** The stand-in's paybill confirmation URL: the e2e server runs on the Daraja stand-in and its token. */
const confirmation = '/api/payment-callbacks/abode-local-standin-callbacks/c2b/confirmation';

test('a tenant opens a payment’s receipt, sees its number and amount, and downloads it as a PDF', async ({
  page,
  browser,
}) => {
  const stamp = String(Date.now() % 1_000_000);
  await rentedFromThisMonth(browser, page, {
    property: `Lavington Court ${stamp}`,
    unit: 'C7',
    monthlyRent: 18_000,
    tenant: { firstName: 'Wanjiru', lastName: `Receipt${stamp}` },
  });

  // The tenant's wallet is paid into through the paybill, then pays the month's rent from it.
  const { tenancies } = await (await page.request.get('/api/tenancies')).json();
  const { invoices } = await (
    await page.request.get(`/api/rent/tenancies/${tenancies[0].id}/invoices`)
  ).json();
  const rent = invoices.find((invoice: { kind: string }) => invoice.kind === 'rent');
  expect(rent?.balance).toBe(18_000);
  const { accountNumber } = await (await page.request.get('/api/wallet')).json();
  const funded = await page.request.post(confirmation, {
    data: {
      TransactionType: 'Pay Bill',
      TransID: `TKRC${stamp}`,
      TransTime: '20261201101500',
      TransAmount: '18000',
      BusinessShortCode: '174379',
      BillRefNumber: accountNumber,
      MSISDN: '2547 ***** 149',
    },
  });
  expect(funded.status()).toBe(200);
  // Answered once kept, credited just after.
  await expect.poll(async () => (await (await page.request.get('/api/wallet')).json()).amount).toBe(18_000);
  const paid = await page.request.post(`/api/rent/invoices/${rent.id}/pay`, {
    data: { amount: 18_000 },
    headers: { 'idempotency-key': `e2e-receipt-${stamp}` },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const { receiptNumber } = (await paid.json()) as { receiptNumber: string };

  await page.goto(`/receipts/${receiptNumber}`);
  await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible();
  await expect(page.getByText(receiptNumber, { exact: true })).toBeVisible();
  await expect(page.getByText('KES 18,000', { exact: true })).toBeVisible();
  await expect(page.getByText(`Lavington Court ${stamp}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Share|Copy link)$/ })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ABODE-receipt-${receiptNumber}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.includes(receiptNumber, 0, 'latin1')).toBe(true);
});
