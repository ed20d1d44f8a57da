import { describe, expect, it } from 'vitest';
import type { Receipt } from '../receipts/receipt-contracts';
import { smsTexts, type SmsTexts } from './sms-texts';

const receipt: Receipt = {
  receiptNumber: 'ABR7K3Q2XPM',
  tenantName: 'Amina Njeri',
  propertyName: 'Kilimani Heights',
  unitLabel: 'Apt 101',
  period: '2026-12-01',
  invoiceKind: 'rent',
  amount: 25_000,
  method: 'wallet',
  mpesaReceipt: null,
  balanceAfter: 5_000,
  paidAt: '2026-12-03T07:00:00.000Z',
};
const invoice = {
  kind: 'water' as const,
  period: '2026-12-01',
  balance: 1_200,
  dueDate: '2026-12-05',
  place: 'Apt 101, Kilimani Heights',
};
const at = new Date('2026-12-03T07:00:00.000Z');

/** Every SMS text, called with the same values in each language. */
const samples = (t: SmsTexts): Record<string, string> => ({
  verifyCode: t.verifyCode('482913'),
  signInCode: t.signInCode('482913'),
  resetCode: t.resetCode('482913'),
  stepUpCode: t.stepUpCode('482913', 25_000),
  receipt: t.receipt(receipt),
  receiptPaidInFull: t.receipt({ ...receipt, balanceAfter: 0, method: 'lender' }),
  reminderBefore: t.reminder('before', invoice),
  reminderDue: t.reminder('due', invoice),
  reminderOverdue: t.reminder('overdue', invoice),
  notice: t.notice('Kilimani Heights', 'Water', 'No water on Tuesday.'),
  transferReceived: t.transferReceived(3_000, 'Amina Njeri', 'TK12AB', 10_000),
  transferSent: t.transferSent(3_000, 'Amina Njeri', 'TK12AB', 15, 10_000),
  withdrawalCompleted: t.withdrawalCompleted(3_000, 'M-Pesa 0712 345 678', 'SLK4H7XQ2P'),
  withdrawalFailed: t.withdrawalFailed(3_000, 'M-Pesa 0712 345 678'),
  withdrawalReversed: t.withdrawalReversed(3_000, 'M-Pesa 0712 345 678'),
  maintenanceEscalation: t.maintenanceEscalation('plumbing', 'Apt 101, Kilimani Heights', 2),
  ...Object.fromEntries(
    Object.entries({
      maintenanceJobAssigned: t.events.maintenanceJobAssigned({
        category: 'electrical',
        place: 'Apt 101, Kilimani Heights',
      }),
      maintenanceVisitBooked: t.events.maintenanceVisitBooked({
        provider: 'Kile Plumbers',
        place: 'Apt 101, Kilimani Heights',
        date: '2026-12-05',
        window: '10:00-12:00',
      }),
      maintenanceWorkDone: t.events.maintenanceWorkDone('Apt 101, Kilimani Heights'),
      kycApproved: t.events.kycApproved('id_front'),
      kycVerified: t.events.kycVerified(),
      kycRejected: t.events.kycRejected('selfie', 'blurred'),
      serviceRequested: t.events.serviceRequested({ customer: 'Amina Njeri', category: 'cleaning', at }),
      serviceAccepted: t.events.serviceAccepted({ provider: 'Kile Plumbers', at }),
      serviceDeclined: t.events.serviceDeclined({ provider: 'Kile Plumbers', at }),
      serviceCompleted: t.events.serviceCompleted({ provider: 'Kile Plumbers' }),
      serviceCancelled: t.events.serviceCancelled({ customer: 'Amina Njeri', at }),
    }).map(([key, note]) => [key, t.event(note)]),
  ),
});

describe('every SMS exists in English and Kiswahili', () => {
  const en = samples(smsTexts.en);
  const sw = samples(smsTexts.sw);

  it('covers every text of the module in the samples (a new text needs its sample here)', () => {
    const keys = (t: SmsTexts) => [
      ...Object.keys(t).filter((key) => key !== 'events' && key !== 'event'),
      ...Object.keys(t.events),
    ];
    const sampled = new Set(
      Object.keys(en).map((key) => key.replace(/(PaidInFull|Before|Due|Overdue)$/, '')),
    );
    expect(keys(smsTexts.en).filter((key) => !sampled.has(key))).toEqual([]);
    expect(keys(smsTexts.sw)).toEqual(keys(smsTexts.en));
  });

  it.each(Object.keys(en))('%s: Kiswahili, not the English, with the same codes and amounts', (key) => {
    expect(sw[key]).toBeTruthy();
    expect(sw[key]).not.toBe(en[key]);
    for (const fact of en[key]!.match(
      /KES [\d,]+|\b\d{6}\b|ABR\w+|TK12AB|SLK4H7XQ2P|M-Pesa|Tuku Pay|ABODE/g,
    ) ?? []) {
      expect(sw[key]).toContain(fact);
    }
  });

  it.each(Object.keys(en))('%s: within one SMS (160 characters) when the English is', (key) => {
    if (en[key]!.length <= 160) expect(sw[key]!.length).toBeLessThanOrEqual(160);
  });

  it('writes a receipt as a Kenyan speaker would', () => {
    expect(sw.receipt).toBe(
      'ABODE: KES 25,000 zimepokelewa kwa Apt 101, Kilimani Heights, kodi ya Des 2026. Risiti ABR7K3Q2XPM. Salio linalodaiwa KES 5,000.',
    );
    expect(en.receipt).toBe(
      'ABODE: KES 25,000 received for Apt 101, Kilimani Heights, rent for Dec 2026. Receipt ABR7K3Q2XPM. Balance due KES 5,000.',
    );
  });
});
