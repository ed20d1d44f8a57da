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
const viewing = { listing: 'Kilimani Heights 2BR', at };
const links = {
  view: 'https://abode.co.ke/listings/42',
  stop: 'https://abode.co.ke/saved-searches/stop/tk9',
};

const booking = { at: '2026-12-01T07:00:00.000Z', mode: 'in-person' as const };
const caller = { name: 'Amina Njeri', phone: '+254712345678' };

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
  abodeCityQuote: t.abodeCityQuote({
    service: 'interior',
    total: 180_000,
    validUntil: '2026-12-31',
    link: 'https://abode.co.ke/abode-city/quotes/9?key=k7',
  }),
  abodeCityRequestReceived: t.abodeCityRequestReceived(
    'boq',
    'https://abode.co.ke/abode-city/quotes/9?key=k7',
  ),
  abodeCityBooked: t.abodeCityBooked(booking),
  'abodeCityBooked#phone': t.abodeCityBooked({ ...booking, mode: 'phone' }),
  abodeCityReminder: t.abodeCityReminder('day', booking),
  'abodeCityReminder#hour': t.abodeCityReminder('hour', { ...booking, mode: 'phone' }),
  abodeCityTeamNewRequest: t.abodeCityTeamNewRequest(caller, 'house-designs', 'Kilimani'),
  abodeCityTeamAccepted: t.abodeCityTeamAccepted(caller, 'construction', 2_400_000),
  abodeCityTeamBooked: t.abodeCityTeamBooked(caller, booking),
  ...Object.fromEntries(
    Object.entries({
      depositReceived: t.events.depositReceived({
        amount: 3_000,
        how: 'M-Pesa paybill',
        receipt: 'SLK4H7XQ2P',
      }),
      'depositReceived#noReceipt': t.events.depositReceived({ amount: 3_000, how: 'M-Pesa', receipt: null }),
      rentReceived: t.events.rentReceived({
        amount: 25_000,
        kind: 'rent',
        period: '2026-12-01',
        tenant: 'Amina Njeri',
        place: 'Apt 101, Kilimani Heights',
      }),
      rentPaidByYou: t.events.rentPaidByYou({
        amount: 1_200,
        kind: 'water',
        period: '2026-12-01',
        receiptNumber: 'ABR7K3Q2XPM',
      }),
      rentInvoiceRaised: t.events.rentInvoiceRaised('2026-12-01'),
      invoiceReminderBefore: t.events.invoiceReminder('before', invoice),
      invoiceReminderDue: t.events.invoiceReminder('due', invoice),
      invoiceReminderOverdue: t.events.invoiceReminder('overdue', invoice),
      okoaRentApplied: t.events.okoaRentApplied(25_000),
      noticeReceived: t.events.noticeReceived('Kilimani Heights', 'Water'),
      maintenanceReported: t.events.maintenanceReported('plumbing', 'Apt 101, Kilimani Heights'),
      maintenanceStep: t.events.maintenanceStep('acknowledge', 'Apt 101, Kilimani Heights'),
      'maintenanceStep#reopen': t.events.maintenanceStep('reopen', 'Apt 101, Kilimani Heights'),
      maintenancePaid: t.events.maintenancePaid(4_500, 'Apt 101, Kilimani Heights'),
      maintenanceChargedTenant: t.events.maintenanceChargedTenant(
        4_500,
        'Apt 101, Kilimani Heights',
        '2026-12-05',
      ),
      maintenanceEscalated: t.events.maintenanceEscalated('electrical', 'Apt 101, Kilimani Heights', 2),
      listingPausedForReview: t.events.listingPausedForReview('Kilimani Heights 2BR'),
      listingRestored: t.events.listingRestored('Kilimani Heights 2BR'),
      listingRemoved: t.events.listingRemoved('Kilimani Heights 2BR', 'Already let'),
      listingEditProposed: t.events.listingEditProposed('Kilimani Heights 2BR'),
      'savedSearchAlert#inApp': t.events.savedSearchAlert({
        search: 'Kilimani 2BR',
        listing: 'Kilimani Heights 2BR',
        price: 45_000,
        intent: 'rent',
        place: 'Kilimani, Nairobi',
        links: null,
      }),
      'savedSearchDigest#inApp': t.events.savedSearchDigest({
        search: 'Kilimani 2BR',
        names: ['Kilimani Heights 2BR', 'Yaya Court'],
        more: 3,
        links: null,
      }),
      cardDeposit: t.events.cardDeposit(3_000),
      bankDeposit: t.events.bankDeposit(3_000, 'FT26335XQ7'),
      tukuPayReceived: t.events.tukuPayReceived(3_000, 'Amina Njeri'),
      tukuPaySent: t.events.tukuPaySent(3_000, 'Amina Njeri', 15),
      'tukuPaySent#free': t.events.tukuPaySent(3_000, 'Amina Njeri', 0),
      tukuPayReversed: t.events.tukuPayReversed(3_000, 'TK12AB'),
      tukuPayRequested: t.events.tukuPayRequested(3_000, 'Amina Njeri'),
      tukuPayRequestPaid: t.events.tukuPayRequestPaid(3_000, 'Amina Njeri'),
      tukuPayRequestDeclined: t.events.tukuPayRequestDeclined(3_000, 'Amina Njeri'),
      withdrawalResult: t.events.withdrawalResult({
        outcome: 'completed',
        amount: 3_000,
        destination: 'M-Pesa 0712 345 678',
        receipt: 'SLK4H7XQ2P',
      }),
      'withdrawalResult#failed': t.events.withdrawalResult({
        outcome: 'failed',
        amount: 3_000,
        destination: 'M-Pesa 0712 345 678',
        receipt: '',
      }),
      'withdrawalResult#reversed': t.events.withdrawalResult({
        outcome: 'reversed',
        amount: 3_000,
        destination: 'M-Pesa 0712 345 678',
        receipt: '',
      }),
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
      viewingRequested: t.events.viewingRequested(viewing),
      viewingConfirmed: t.events.viewingConfirmed(viewing),
      viewingProposed: t.events.viewingProposed(viewing),
      viewingDeclined: t.events.viewingDeclined({ listing: viewing.listing, reason: 'Already let' }),
      'viewingDeclined#noReason': t.events.viewingDeclined({ listing: viewing.listing, reason: null }),
      viewingCancelled: t.events.viewingCancelled(viewing),
      viewingReminder: t.events.viewingReminder(viewing),
      applicationReceived: t.events.applicationReceived('Kilimani Heights 2BR'),
      applicationApproved: t.events.applicationApproved('Kilimani Heights 2BR', 'Apt 101, Kilimani Heights'),
      applicationDeclined: t.events.applicationDeclined('Kilimani Heights 2BR', 'Already let'),
      applicationMeeting: t.events.applicationMeeting('Kilimani Heights 2BR', 'Come on Friday'),
      rentAdvanceApproved: t.events.rentAdvanceApproved(50_000, 52_500),
      rentAdvanceDeclined: t.events.rentAdvanceDeclined('Too few months of rent'),
      rentAdvanceCleared: t.events.rentAdvanceCleared(52_500),
      okoaRentApproved: t.events.okoaRentApproved(25_000, 26_250, '2026-12-31'),
      okoaRentDeclined: t.events.okoaRentDeclined('Statements unreadable'),
      okoaRentRepaid: t.events.okoaRentRepaid(5_000, 21_250),
      okoaRentRepaidPaidInFull: t.events.okoaRentRepaid(21_250, 0),
      okoaRentReminderBefore: t.events.okoaRentReminder('before', 26_250, '2026-12-31', 'OKR7Q2'),
      okoaRentReminderDue: t.events.okoaRentReminder('due', 26_250, '2026-12-31', 'OKR7Q2'),
      'okoaRentOverdue#late': t.events.okoaRentOverdue(26_250, '2026-12-31'),
      listingAskFresh: t.events.listingAskFresh('Kilimani Heights 2BR', 31),
      listingPausedStale: t.events.listingPausedStale('Kilimani Heights 2BR'),
      savedSearchAlert: t.events.savedSearchAlert({
        search: 'Kilimani 2BR',
        listing: 'Kilimani Heights 2BR',
        price: 45_000,
        intent: 'rent',
        place: 'Kilimani, Nairobi',
        links,
      }),
      'savedSearchAlert#buy': t.events.savedSearchAlert({
        search: 'Karen land',
        listing: 'Karen plot',
        price: 12_000_000,
        intent: 'buy',
        place: 'Karen, Nairobi',
        links,
      }),
      savedSearchDigest: t.events.savedSearchDigest({
        search: 'Kilimani 2BR',
        names: ['Kilimani Heights 2BR', 'Yaya Court'],
        more: 3,
        links,
      }),
      'savedSearchDigest#one': t.events.savedSearchDigest({
        search: 'Kilimani 2BR',
        names: ['Kilimani Heights 2BR'],
        more: 0,
        links,
      }),
      abodeCityQuoteReady: t.events.abodeCityQuoteReady({
        service: 'interior',
        total: 180_000,
        validUntil: '2026-12-31',
        link: 'https://abode.co.ke/abode-city/quotes/9',
      }),
      'abodeCityQuoteReady#inApp': t.events.abodeCityQuoteReady({
        service: 'interior',
        total: 180_000,
        validUntil: '2026-12-31',
        link: null,
      }),
      abodeCityConsultationBooked: t.events.abodeCityConsultationBooked(booking),
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
      Object.keys(en).map((key) => key.replace(/(PaidInFull|Before|Due|Overdue)$|#\w+$/, '')),
    );
    expect(keys(smsTexts.en).filter((key) => !sampled.has(key))).toEqual([]);
    expect(keys(smsTexts.sw)).toEqual(keys(smsTexts.en));
  });

  it.each(Object.keys(en))('%s: Kiswahili, not the English, with the same codes and amounts', (key) => {
    expect(sw[key]).toBeTruthy();
    expect(sw[key]).not.toBe(en[key]);
    for (const fact of en[key]!.match(
      /KES [\d,]+|\b\d{6}\b|ABR\w+|TK12AB|SLK4H7XQ2P|OKR7Q2|M-Pesa|Tuku Pay|ABODE( City)?|CoopaRent|Okoa Rent|Kilimani Heights( 2BR)?|Yaya Court|https:\/\/\S+|Already let|Come on Friday|Too few months of rent|Statements unreadable|"[^"]+"/g,
    ) ?? []) {
      expect(sw[key]).toContain(fact);
    }
  });

  it.each(Object.keys(en))('%s: within one SMS (160 characters) when the English is', (key) => {
    if (en[key]!.length <= 160) expect(sw[key]!.length).toBeLessThanOrEqual(160);
  });

  it.each(Object.keys(en))('%s: in no more SMS parts (153 characters each) than the English', (key) => {
    const parts = (text: string) => (text.length <= 160 ? 1 : Math.ceil(text.length / 153));
    expect(parts(sw[key]!)).toBeLessThanOrEqual(parts(en[key]!));
  });

  it('writes a viewing, an Okoa Rent reminder and a saved-search digest as a Kenyan speaker would', () => {
    expect(sw.viewingConfirmed).toBe(
      'ABODE: Kuona nyumba kumethibitishwa. Kilimani Heights 2BR · Alhamisi 3 Des, 10:00',
    );
    expect(en.viewingConfirmed).toBe('ABODE: Viewing confirmed. Kilimani Heights 2BR · Thu, 3 Dec, 10:00');
    expect(sw.okoaRentReminderDue).toBe(
      'ABODE: Okoa Rent inadaiwa leo. Lipa KES 26,250 kufikia 31 Des 2026 kutoka kwenye pochi yako, kwa M-Pesa, au kwa paybill, akaunti OKR7Q2.',
    );
    expect(sw.savedSearchDigest).toBe(
      'ABODE: Nyumba 5 mpya za "Kilimani 2BR". Kilimani Heights 2BR; Yaya Court na nyingine 3. Tazama: https://abode.co.ke/listings/42 Acha arifa: https://abode.co.ke/saved-searches/stop/tk9',
    );
    expect(sw['savedSearchDigest#one']).toContain('Nyumba 1 mpya ya "Kilimani 2BR"');
    expect(sw['savedSearchAlert#buy']).toContain('KES 12,000,000 huko Karen, Nairobi.');
    expect(sw.savedSearchAlert).toContain('KES 45,000 kwa mwezi huko Kilimani, Nairobi.');
  });

  it('writes ABODE City texts to a phone as a Kenyan speaker would (the English word for word as before)', () => {
    expect(en.abodeCityBooked).toBe(
      'ABODE City: your consultation is booked for Tue, 1 Dec 2026, 10:00 am, in person at our nairobi office. Westlands Studio, 3rd Floor, Woodvale Grove, Westlands, Nairobi.',
    );
    expect(sw.abodeCityBooked).toBe(
      'ABODE City: mashauriano yako yamepangwa Jumanne 1 Des, 10:00, ana kwa ana katika ofisi yetu ya Nairobi. Westlands Studio, Ghorofa ya 3, Woodvale Grove, Westlands, Nairobi.',
    );
    expect(sw['abodeCityReminder#hour']).toBe(
      'Kikumbusho cha ABODE City: mashauriano yako yanaanza baada ya saa moja (Jumanne 1 Des, 10:00), kwa simu. Tutakupigia simu kwa nambari hii.',
    );
    expect(sw.abodeCityTeamNewRequest).toBe(
      'ABODE City: ombi jipya la makadirio ya bei kutoka kwa Amina Njeri (+254 712 345 678): Michoro ya nyumba huko Kilimani.',
    );
    expect(sw.abodeCityQuote).toContain('KES 180,000, halali hadi 31 Des 2026.');
    expect(sw['abodeCityQuoteReady#inApp']).toBe(
      'ABODE: Makadirio yako ya bei ya ABODE City yako tayari. Usanifu wa ndani: KES 180,000, halali hadi 31 Des 2026.',
    );
    expect(en['abodeCityQuoteReady#inApp']).toBe(
      'ABODE: Your ABODE City quote is ready. Interior Design: KES 180,000, valid until Thu, 31 Dec 2026.',
    );
    expect(sw.abodeCityConsultationBooked).toBe(
      'ABODE: Mashauriano ya ABODE City yamepangwa. Jumanne 1 Des, 10:00, ana kwa ana katika ofisi yetu ya Nairobi.',
    );
  });

  it('writes money in and rent paid as a Kenyan speaker would (the English as before)', () => {
    expect(en.depositReceived).toBe(
      'ABODE: KES 3,000 received. Added to your wallet by M-Pesa paybill, receipt SLK4H7XQ2P.',
    );
    expect(sw.depositReceived).toBe(
      'ABODE: KES 3,000 zimepokelewa. Zimeongezwa kwenye pochi yako kwa paybill ya M-Pesa, risiti SLK4H7XQ2P.',
    );
    expect(en.rentReceived).toBe(
      'ABODE: Amina Njeri paid KES 25,000. For rent for Dec 2026, Apt 101, Kilimani Heights.',
    );
    expect(sw.rentReceived).toBe(
      'ABODE: Amina Njeri amelipa KES 25,000. Kwa kodi ya Des 2026, Apt 101, Kilimani Heights.',
    );
    expect(sw.invoiceReminderOverdue).toBe(
      'ABODE: Bili ya maji ya Des 2026: KES 1,200. Ilidaiwa tarehe 5 Des 2026 kwa Apt 101, Kilimani Heights na haijalipwa.',
    );
    expect(en['savedSearchAlert#inApp']).toBe(
      'ABODE: New home for "Kilimani 2BR". Kilimani Heights 2BR, KES 45,000/month in Kilimani, Nairobi.',
    );
    expect(sw['savedSearchAlert#inApp']).toBe(
      'ABODE: Nyumba mpya ya "Kilimani 2BR". Kilimani Heights 2BR, KES 45,000 kwa mwezi huko Kilimani, Nairobi.',
    );
    expect(en.maintenanceStep).toBe(
      'ABODE: Maintenance. Acknowledged: maintenance request at Apt 101, Kilimani Heights.',
    );
    expect(sw.maintenanceStep).toBe(
      'ABODE: Ukarabati. Limepokelewa: ombi la ukarabati katika Apt 101, Kilimani Heights.',
    );
    expect(sw.tukuPaySent).toBe(
      'ABODE: Pesa zimetumwa. Umetuma KES 3,000 kwa Amina Njeri kwa Tuku Pay (ada KES 15).',
    );
    expect(en['withdrawalResult#failed']).toBe(
      'ABODE: Transfer failed. KES 3,000 to M-Pesa 0712 345 678 did not go through. The money and fee are back in your balance.',
    );
    expect(sw['withdrawalResult#failed']).toBe(
      'ABODE: Uhamisho haukufanikiwa. KES 3,000 kwenda M-Pesa 0712 345 678 hazikufika. Pesa na ada zimerudishwa kwenye salio lako.',
    );
    expect(sw.rentInvoiceRaised).toMatch(
      /^ABODE: Kodi ya Des 2026\. Ankara yako ya kodi ya Des 2026 iko tayari\./,
    );
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
