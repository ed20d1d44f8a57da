import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '@common/receipts/receipt-contracts';
import { receiptTexts } from '@common/receipts/receipt-texts';
import { chooseLanguage, signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fundWallet, payInvoice, raisedInvoice, rentedUnit } from '../../testing/paid-rent-fixtures';

describe('a payment’s receipt', () => {
  let t: TestApp;
  let landlord: TestUser;
  let tenant: TestUser;
  let first: string;
  let second: string;

  const get = (user: TestUser | null, path: string) =>
    t.request(path, { headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    const rented = await rentedUnit(t, landlord, 45_000);
    tenant = rented.tenant;
    const invoice = await raisedInvoice(t, rented.tenancyId);
    await fundWallet(t, tenant, 60_000);
    first = (await payInvoice(t, tenant, invoice.id, 15_000)).receiptNumber;
    second = (await payInvoice(t, tenant, invoice.id, 30_000)).receiptNumber;
  });
  afterAll(() => t.close());

  it('shows the tenant every figure, with the balance right after that payment', async () => {
    const res = await get(tenant, `/api/receipts/${first}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const receipt = (await res.json()) as Receipt;
    expect(receipt).toMatchObject({
      receiptNumber: first,
      tenantName: 'Amina Njeri',
      propertyName: 'Kilimani Heights',
      unitLabel: 'Apt 101',
      period: '2026-12-01',
      invoiceKind: 'rent',
      amount: 15_000,
      method: 'wallet',
      mpesaReceipt: null,
      balanceAfter: 30_000,
    });
    expect(Date.parse(receipt.paidAt)).not.toBeNaN();
    const last = (await (await get(tenant, `/api/receipts/${second}`)).json()) as Receipt;
    expect(last.balanceAfter).toBe(0);
  });

  it('shows the landlord the same receipt, whatever the case of the number', async () => {
    const res = await get(landlord, `/api/receipts/${first.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Receipt).receiptNumber).toBe(first);
  });

  it('is a 404 for a stranger and an unknown number, and a 401 without a session', async () => {
    const stranger = await signedInAs(t, 'tenant');
    const otherLandlord = await signedInAs(t, 'landlord');
    for (const user of [stranger, otherLandlord]) {
      const res = await get(user, `/api/receipts/${first}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(receiptTexts.notFound);
      expect((await get(user, `/api/receipts/${first}/pdf`)).status).toBe(404);
    }
    expect((await get(tenant, '/api/receipts/ABR22222222')).status).toBe(404);
    expect((await get(tenant, '/api/receipts/not-a-receipt')).status).toBe(404);
    expect((await get(null, `/api/receipts/${first}`)).status).toBe(401);
    expect((await get(null, `/api/receipts/${first}/pdf`)).status).toBe(401);
  });

  it('downloads as a PDF named after the receipt number', async () => {
    const res = await get(tenant, `/api/receipts/${first}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="ABODE-receipt-${first}.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.includes(first, 0, 'latin1')).toBe(true);
    expect((await get(landlord, `/api/receipts/${first}/pdf`)).status).toBe(200);
  });
  /**
   * The words drawn on a PDF page: pdfkit writes them as hex strings in deflated content streams, each
   * exactly between 'stream\n' and '\nendstream'. An optional '\r' there would take a deflated stream's
   * last byte when that byte is a carriage return (3 % of receipts), and the page would read as empty.
   */
  const pdfText = (pdf: Buffer) => {
    const source = pdf.toString('latin1');
    let text = '';
    for (const match of source.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
      let content: string;
      try {
        content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
      } catch {
        continue;
      }
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
        text += Buffer.from(hex[1]!, 'hex').toString('latin1');
      text += '\n';
    }
    return text;
  };

  it('draws the PDF in the viewer’s language: Kiswahili labels for a Kiswahili reader, KES amounts in both', async () => {
    const english = pdfText(
      Buffer.from(await (await get(tenant, `/api/receipts/${first}/pdf`)).arrayBuffer()),
    );
    expect(english).toContain('Payment receipt');
    expect(english).toContain('Amount paid');
    expect(english).toContain('KES 15,000');
    await chooseLanguage(t, tenant, 'sw');
    const kiswahili = pdfText(
      Buffer.from(await (await get(tenant, `/api/receipts/${first}/pdf`)).arrayBuffer()),
    );
    expect(kiswahili).toContain('Risiti ya malipo');
    expect(kiswahili).toContain('Kiasi kilicholipwa');
    expect(kiswahili).toContain('Kodi ya Des 2026');
    expect(kiswahili).toContain('Pochi ya ABODE');
    expect(kiswahili).toContain('KES 15,000');
    expect(kiswahili).not.toContain('Amount paid');
    // The landlord, still in English, gets the English copy of the same receipt.
    const landlords = pdfText(
      Buffer.from(await (await get(landlord, `/api/receipts/${first}/pdf`)).arrayBuffer()),
    );
    expect(landlords).toContain('Amount paid');
  });
});
