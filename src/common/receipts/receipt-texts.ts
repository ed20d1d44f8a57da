import { formatKes } from '../search/criteria-labels';
import type { InvoiceKind } from '../rent/rent-contracts';
import type { Receipt } from './receipt-contracts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Dec 2026' for the period '2026-12-01'. */
export function monthOf(period: string): string {
  return `${months[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
}

/** '5 Dec 2026' for '2026-12-05'. */
export function dayOf(date: string): string {
  return `${Number(date.slice(8, 10))} ${monthOf(date)}`;
}

const kindNames: Record<InvoiceKind, string> = {
  rent: 'rent',
  electricity: 'electricity',
  water: 'water',
  internet: 'internet',
  repair: 'repair',
};

/** What a receipt says, on the page, in the PDF, in the SMS and when shared: one wording everywhere. */
export const receiptTexts = {
  notFound: 'Receipt not found',
  title: 'Payment receipt',
  labels: {
    receiptNumber: 'Receipt number',
    tenant: 'Tenant',
    property: 'Property',
    unit: 'Unit',
    period: 'For',
    amount: 'Amount paid',
    method: 'Paid from',
    mpesaReceipt: 'M-Pesa receipt',
    balanceAfter: 'Balance due after this payment',
    paidAt: 'Paid on',
  },
  methods: {
    wallet: 'ABODE wallet',
    credit: 'Credit held on the tenancy',
    lender: 'CoopaRent (Okoa Rent financing)',
  },
  kes: (amount: number) => `KES ${formatKes(amount)}`,
  /** 'rent for Dec 2026', 'water bill for Dec 2026'. */
  purpose: (kind: InvoiceKind, period: string) =>
    `${kindNames[kind]}${kind === 'rent' ? '' : ' bill'} for ${monthOf(period)}`,
  /** 'Apt 101, Kilimani Heights'. */
  place: (receipt: Pick<Receipt, 'unitLabel' | 'propertyName'>) =>
    `${receipt.unitLabel}, ${receipt.propertyName}`,
  /** The receipt SMS to the tenant. */
  sms: (receipt: Receipt) =>
    `ABODE: ${receiptTexts.kes(receipt.amount)} received for ${receiptTexts.place(receipt)}, ` +
    `${receiptTexts.purpose(receipt.invoiceKind, receipt.period)}. Receipt ${receipt.receiptNumber}. ` +
    (receipt.method === 'lender' ? 'Paid by CoopaRent (Okoa Rent). ' : '') +
    (receipt.balanceAfter > 0
      ? `Balance due ${receiptTexts.kes(receipt.balanceAfter)}.`
      : 'Paid in full. Thank you.'),
  pdfFooter: 'Issued by ABODE. Keep this receipt as proof of payment.',
} as const;

export type ReminderStep = 'before' | 'due' | 'overdue';

/** The rent reminders by SMS: 3 days before the due date, on it, and 3 days after while unpaid. */
export const reminderTexts = {
  sms: (
    step: ReminderStep,
    invoice: { kind: InvoiceKind; period: string; balance: number; dueDate: string; place: string },
  ) => {
    const what = `${receiptTexts.purpose(invoice.kind, invoice.period)} for ${invoice.place}`;
    const owed = receiptTexts.kes(invoice.balance);
    const lead = `ABODE: ${what[0]!.toUpperCase()}${what.slice(1)}`;
    if (step === 'before')
      return `${lead}, ${owed}, is due on ${dayOf(invoice.dueDate)}. Pay in the ABODE app.`;
    if (step === 'due') return `${lead}, ${owed}, is due today. Pay in the ABODE app.`;
    return `${lead}, ${owed}, was due on ${dayOf(invoice.dueDate)} and is unpaid. Please pay in the ABODE app.`;
  },
  /** The same reminder in the app's notifications centre. */
  inApp: (
    step: ReminderStep,
    invoice: { kind: InvoiceKind; period: string; balance: number; dueDate: string; place: string },
  ) => {
    const what = receiptTexts.purpose(invoice.kind, invoice.period);
    const owed = receiptTexts.kes(invoice.balance);
    const title = `${what[0]!.toUpperCase()}${what.slice(1)}: ${owed}`;
    if (step === 'before') return { title, body: `Due on ${dayOf(invoice.dueDate)} for ${invoice.place}.` };
    if (step === 'due') return { title, body: `Due today for ${invoice.place}.` };
    return { title, body: `Was due on ${dayOf(invoice.dueDate)} for ${invoice.place} and is unpaid.` };
  },
} as const;
