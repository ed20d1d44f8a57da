import { expect, test, type Page } from '@playwright/test';
import { readSmsCode, signInViaApi, signOutViaApi, signUpViaApi } from './support/auth';
import { approvedKyc } from './support/kyc';
import { rentedFromThisMonth } from './support/tenancy';
import { confirmPaybill } from './support/paybill';

/** Puts `amount` in the signed-in user's wallet as a paybill payment from any phone would. */
async function fundWallet(page: Page, amount: number) {
  const { accountNumber } = await (await page.request.get('/api/wallet')).json();
  await confirmPaybill(page.request, {
    receipt: `TKW${Date.now().toString(36).toUpperCase().slice(-7)}${Math.floor(Math.random() * 10)}`,
    amount: amount,
    account: accountNumber,
  });
  await expect.poll(async () => (await (await page.request.get('/api/wallet')).json()).amount).toBe(amount);
}

test('a tenant sends money to M-Pesa from the Send Money sheet: fee and total first, then the status until sent', async ({
  page,
}) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Njeri', lastName: 'Withdraw' });
  await fundWallet(page, 5000);
  await page.goto('/dashboard/tenant');
  await page.getByRole('button', { name: 'Send Money' }).first().click();
  await page
    .getByRole('dialog', { name: 'Send Money' })
    .getByRole('button', { name: /M-Pesa/ })
    .click();
  await expect(page).toHaveURL('/dashboard/tenant/send-mpesa');
  await expect(page.getByRole('heading', { name: 'Send to M-Pesa', level: 1 })).toBeVisible();
  await expect(page.getByText('Available: KES 5,000')).toBeVisible();
  // The verified phone by default; any other number may be typed.
  await expect(page.getByLabel('M-Pesa number')).toHaveValue(/^\+254 \d{3} \d{3} \d{3}$/);
  await page.getByLabel('M-Pesa number').fill('0712 345 678');
  await page.getByLabel('Amount (KES)').fill('1000');
  await expect(page.getByText('Fee KES 29 · Total KES 1,029')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  const review = page.getByRole('form', { name: 'Check and confirm' });
  await expect(review).toContainText('+254 712 345 678');
  await expect(review).toContainText('KES 29');
  await review.getByRole('button', { name: 'Confirm and send KES 1,029' }).click();

  await expect(page.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent transfers' })).toContainText('Sent');
  await expect
    .poll(async () => (await (await page.request.get('/api/wallet')).json()).amount)
    .toBe(5000 - 1029);
});

test('a send M-Pesa refuses says why, and the money comes back', async ({ page }) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Otieno', lastName: 'Refused' });
  await fundWallet(page, 2000);
  await page.goto('/dashboard/tenant/send-mpesa');
  // The stand-in fails every number ending in 0001.
  await page.getByLabel('M-Pesa number').fill('0712 340 001');
  await page.getByLabel('Amount (KES)').fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /^Confirm and send/ }).click();
  await expect(page.getByRole('heading', { name: 'Transfer failed' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/M-Pesa refused the transfer/)).toBeVisible();
  await expect(page.getByText('The amount and the fee are back in your balance.')).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/wallet')).json()).amount).toBe(2000);
});

test('a tenant sends to a bank account from the supported banks', async ({ page }) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Wambui', lastName: 'Bank' });
  await fundWallet(page, 8000);
  await page.goto('/dashboard/tenant');
  await page.getByRole('button', { name: 'Send Money' }).first().click();
  await page
    .getByRole('dialog', { name: 'Send Money' })
    .getByRole('button', { name: /Bank Transfer/ })
    .click();
  await expect(page).toHaveURL('/dashboard/tenant/send-bank');
  await page.getByLabel('Amount (KES)').fill('3000');
  await expect(page.getByText('Fee KES 53 · Total KES 3,053')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a bank from the list')).toBeVisible();
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'KCB Bank Kenya' });
  await page.getByLabel('Account number').fill('1100223344');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'Check and confirm' })).toContainText(
    'KCB Bank Kenya · 1100223344',
  );
  await page.getByRole('button', { name: 'Confirm and send KES 3,053' }).click();
  await expect(page.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(async () => (await (await page.request.get('/api/wallet')).json()).amount)
    .toBe(8000 - 3053);
});

test('a landlord sees the earnings card and sets a weekly payout', async ({ page }) => {
  await signUpViaApi(page, { purpose: 'landlord', firstName: 'Kamau', lastName: 'Payout' });
  await page.goto('/dashboard/landlord');
  const card = page.getByRole('region', { name: 'Withdraw earnings' });
  await expect(card).toContainText('Earnings available: KES 0');
  await expect(card).toContainText('No automatic payout.');
  await card.getByRole('button', { name: 'Set a schedule' }).click();
  await card.getByLabel('Day').selectOption({ label: 'Friday' });
  await card.getByLabel('M-Pesa number').fill('0722 000 111');
  // With no cap the schedule could pay out more than KES 10,000 at a time: that asks for the texted code.
  const stepUpHint = card.getByText(/needs a one-time code we text to your phone/);
  await expect(stepUpHint).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
  await card.getByLabel('Most each week (KES)').fill('10000');
  await expect(stepUpHint).toHaveCount(0);
  await card.getByRole('button', { name: 'Save schedule' }).click();
  await expect(card).toContainText('Every Friday to M-Pesa +254 722 000 111 (up to KES 10,000)');
  // With nothing earned, a withdrawal is refused with the reason.
  await card.getByRole('button', { name: 'To M-Pesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw earnings to M-Pesa' });
  await dialog.getByLabel('Amount (KES)').fill('100');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /^Confirm and send/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your balance does not cover KES 111');
});

test('a tenant pays KPLC tokens from Pay Bills, saves the meter and pays it again in a tap', async ({
  page,
}) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Chebet', lastName: 'Bills' });
  await fundWallet(page, 3000);
  await page.goto('/dashboard/tenant');
  await page.getByRole('button', { name: 'Send Money' }).first().click();
  await page
    .getByRole('dialog', { name: 'Send Money' })
    .getByRole('button', { name: /Pay Bills/ })
    .click();
  await expect(page).toHaveURL('/dashboard/tenant/send-bills');
  await expect(page.getByRole('region', { name: 'Your bills from Rent & Bills' })).toContainText(
    'No open bills from your landlord.',
  );
  await page.getByLabel('Biller', { exact: true }).selectOption({ label: 'KPLC Prepaid (tokens)' });
  await page.getByLabel('Meter number').fill('1234');
  await page.getByLabel('Amount (KES)').fill('500');
  await expect(page.getByText('Fee KES 5 · Total KES 505')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter the account or meter number as it is on the bill')).toBeVisible();
  await page.getByLabel('Meter number').fill('12345678901');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'Check and confirm' })).toContainText(
    'KPLC Prepaid (tokens) · 12345678901',
  );
  await page.getByRole('button', { name: 'Confirm and send KES 505' }).click();
  await expect(page.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/).first()).toBeVisible();
  await page.getByRole('form', { name: 'Save this biller' }).getByLabel('Name').fill('Home tokens');
  await page.getByRole('button', { name: 'Save this biller' }).click();
  await page.getByRole('button', { name: 'Send more' }).click();
  await page.getByRole('button', { name: 'Pay Home tokens' }).click();
  await expect(page.getByLabel('Meter number')).toHaveValue('12345678901');
});

test('a tenant pays a shop by its till number at Point of Sale', async ({ page }) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Mutua', lastName: 'Shop' });
  await fundWallet(page, 1000);
  await page.goto('/dashboard/tenant');
  await page.getByRole('link', { name: 'Point of Sale' }).click();
  await expect(page).toHaveURL('/dashboard/tenant/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible();
  await page.getByLabel('Till number').fill('5123456');
  await page.getByLabel('Amount (KES)').fill('350');
  await expect(page.getByText('Fee KES 0 · Total KES 350')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'Check and confirm' })).toContainText('Till 5123456');
  await page.getByRole('button', { name: 'Confirm and send KES 350' }).click();
  await expect(page.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await (await page.request.get('/api/wallet')).json()).amount).toBe(650);
});

test('above KES 10,000 a tenant with approved KYC confirms the send with the texted code; a wrong code is refused', async ({
  page,
  browser,
}) => {
  test.slow(); // A reviewer's browser, an SMS round trip and M-Pesa's answer.
  const tenant = await signUpViaApi(page, { purpose: 'tenant', firstName: 'Achieng', lastName: 'StepUp' });
  await approvedKyc(browser, page);
  await fundWallet(page, 15_000);
  await page.goto('/dashboard/tenant/send-mpesa');
  await page.getByLabel('Amount (KES)').fill('12000');
  await expect(page.getByText('Fee KES 167 · Total KES 12,167')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  const review = page.getByRole('form', { name: 'Check and confirm' });
  await expect(review).toContainText('Sends above KES 10,000 need a one-time code we text to your phone.');
  const confirm = review.getByRole('button', { name: 'Confirm and send KES 12,167' });
  await expect(confirm).toBeDisabled();
  const asked = new Date();
  await review.getByRole('button', { name: 'Text me a code' }).click();
  await expect(review.getByText('Code sent. It works for 5 minutes.')).toBeVisible();
  const code = await readSmsCode(page.request, tenant.phone, asked);

  // Any other six digits are refused with the reason, and nothing leaves the wallet.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await review.getByLabel('Confirmation code').fill(wrong);
  await confirm.click();
  await expect(review.getByRole('alert')).toHaveText(
    'That code is wrong or has expired. Ask for a new code.',
  );
  expect((await (await page.request.get('/api/wallet')).json()).amount).toBe(15_000);

  await review.getByLabel('Confirmation code').fill(code);
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/).first()).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/wallet')).json()).amount)
    .toBe(15_000 - 12_167);
});

test('a landlord withdraws rent earnings to M-Pesa and sees it sent and the earnings go down', async ({
  page,
  browser,
}) => {
  const stamp = String(Date.now() % 1_000_000);
  const { landlord } = await rentedFromThisMonth(browser, page, {
    property: `Ruaka Heights ${stamp}`,
    unit: 'D2',
    monthlyRent: 6_000,
    tenant: { firstName: 'Kerubo', lastName: `Earn${stamp}` },
  });
  // The tenant pays the month's rent from the wallet: the landlord's earnings.
  await fundWallet(page, 6_000);
  const { tenancies } = await (await page.request.get('/api/tenancies')).json();
  const { invoices } = await (
    await page.request.get(`/api/rent/tenancies/${tenancies[0].id}/invoices`)
  ).json();
  const rent = invoices.find((invoice: { kind: string }) => invoice.kind === 'rent');
  const paid = await page.request.post(`/api/rent/invoices/${rent.id}/pay`, {
    data: { amount: 6_000 },
    headers: { 'idempotency-key': `e2e-earnings-${stamp}` },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await signOutViaApi(page);

  await signInViaApi(page, landlord.email, landlord.password, 'landlord');
  await page.goto('/dashboard/landlord');
  const card = page.getByRole('region', { name: 'Withdraw earnings' });
  await expect(card).toContainText('Earnings available: KES 6,000');
  await card.getByRole('button', { name: 'To M-Pesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw earnings to M-Pesa' });
  // The landlord's verified phone by default.
  await expect(dialog.getByLabel('M-Pesa number')).toHaveValue(/^\+254 \d{3} \d{3} \d{3}$/);
  await dialog.getByLabel('Amount (KES)').fill('2000');
  await expect(dialog.getByText('Fee KES 29 · Total KES 2,029')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Confirm and send KES 2,029' }).click();
  await expect(dialog.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Earnings available: KES 3,971');
  const sent = card.getByRole('region', { name: 'Recent transfers' }).getByRole('listitem').first();
  await expect(sent).toContainText('KES 2,029');
  await expect(sent).toContainText('Sent');
});

test('a tenant scans a shop’s M-PESA QR code without BarcodeDetector, pays it, and follows the wallet history line to the send', async ({
  page,
}) => {
  // The shop's sign: an EMVCo merchant-presented payload with its checksum, as a QR image.
  const { crc16Ccitt } = await import('@common/payments/till-qr');
  const { default: QRCode } = await import('qrcode');
  const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const body = `${[
    tlv('00', '01'),
    tlv('01', '11'),
    tlv('29', tlv('00', 'ke.safaricom.mpesa') + tlv('01', '5174320')),
    tlv('53', '404'),
    tlv('58', 'KE'),
    tlv('59', 'MAMA MBOGA STORES'),
    tlv('60', 'NAIROBI'),
  ].join('')}6304`;
  const sign = await QRCode.toDataURL(`${body}${crc16Ccitt(body)}`, { margin: 4, width: 400 });
  // A browser like Firefox or iOS Safari (no BarcodeDetector) whose camera films the sign; each stream kept
  // so the test can see the camera turned off.
  await page.addInitScript((image) => {
    Object.defineProperty(window, 'BarcodeDetector', { value: undefined, configurable: true });
    const w = window as unknown as { refuseCamera?: boolean; cameraStreams: MediaStream[] };
    w.cameraStreams = [];
    navigator.mediaDevices.getUserMedia = async () => {
      if (w.refuseCamera) throw new DOMException('Permission denied', 'NotAllowedError');
      const picture = new Image();
      picture.src = image;
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      const draw = () => {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 480, 480);
        context.drawImage(picture, 40, 40, 400, 400);
      };
      draw();
      setInterval(draw, 100);
      const stream = canvas.captureStream(10);
      w.cameraStreams.push(stream);
      return stream;
    };
  }, sign);

  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Wairimu', lastName: 'Scan' });
  await fundWallet(page, 1000);
  await page.goto('/dashboard/tenant/pos');
  const scan = page.getByRole('button', { name: 'Scan the shop’s M-Pesa QR code' });

  // Permission refused: said in words, and the till can still be typed.
  await page.evaluate(() => ((window as unknown as { refuseCamera: boolean }).refuseCamera = true));
  await scan.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Camera permission was refused' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await page.evaluate(() => ((window as unknown as { refuseCamera: boolean }).refuseCamera = false));
  await scan.click();
  await expect(page.getByText('Pay MAMA MBOGA STORES, till 5174320?')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Till number')).toHaveValue('5174320');
  await expect(page.getByLabel('Camera view for scanning the QR code')).toHaveCount(0);
  // Read once, the camera is off: every track of every stream it opened has ended.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
          .flatMap((stream) => stream.getTracks())
          .every((track) => track.readyState === 'ended'),
      ),
    )
    .toBe(true);

  await page.getByLabel('Amount (KES)').fill('350');
  await page.getByRole('button', { name: 'Continue' }).click();
  const review = page.getByRole('form', { name: 'Check and confirm' });
  await expect(review).toContainText('MAMA MBOGA STORES');
  await expect(review).toContainText('Till 5174320');
  await review.getByRole('button', { name: 'Confirm and send KES 350' }).click();
  await expect(page.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 10_000 });
  const receipt = await page
    .getByText(/^M-Pesa receipt [A-Z0-9]{10}$/)
    .first()
    .textContent();

  // The wallet history: the send completed, with its receipt, and a link to it.
  await page.goto('/dashboard/tenant');
  const line = page
    .getByRole('region', { name: 'Recent transactions' })
    .getByRole('listitem')
    .filter({ hasText: 'Withdrawal to Till 5174320' });
  await expect(line).toContainText('Completed');
  await expect(line).toContainText(`Ref. ${receipt!.replace('M-Pesa receipt ', '')}`);
  // Followed from the keyboard: on the emulated phone the pointer's hit test kept landing on the sticky header
  // or the bottom bar while the dashboard settled.
  await line.getByRole('link', { name: 'Receipt of Withdrawal to Till 5174320' }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/tenant\/pos\?transfer=[0-9a-f-]{36}$/);
  const sent = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Money sent' }) });
  await expect(sent).toContainText(receipt!);
  await expect(sent).toContainText('KES 350 to Till 5174320');
});
