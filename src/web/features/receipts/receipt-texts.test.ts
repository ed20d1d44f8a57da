import { afterAll, describe, expect, it } from 'vitest';
import type { Receipt } from '@common/receipts/receipt-contracts';
import { receiptTexts } from '@common/receipts/receipt-texts';
import { i18n } from '@web/i18n/i18n';
import { receiptPageTexts } from './receipt-texts';

const receipt: Receipt = {
  receiptNumber: 'RCT-2026-000123',
  tenantName: 'Wanjiru Kamau',
  propertyName: 'Kilimani Heights',
  unitLabel: 'Apt 101',
  period: '2026-12-01',
  invoiceKind: 'water',
  amount: 25_000,
  method: 'wallet',
  mpesaReceipt: null,
  balanceAfter: 0,
  paidAt: '2026-12-05T09:00:00.000Z',
};

afterAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe("the receipt page's shared text", () => {
  it('is, in English, the SMS the tenant got, word for word', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    for (const variant of [
      receipt,
      { ...receipt, method: 'lender' as const, balanceAfter: 3_500, invoiceKind: 'rent' as const },
    ])
      expect(receiptPageTexts.shareText(i18n, variant)).toBe(receiptTexts.sms(variant));
  });

  it("names the month and the bill in the reader's language", () => {
    i18n.loadAndActivate({ locale: 'sw', messages: {} });
    expect(receiptPageTexts.shareText(i18n, receipt)).toContain('bili ya maji ya Des 2026');
  });
});
