import { z } from 'zod';
import { calendarDate } from '../tenancy/rent-terms';
import { billMessages as b } from './bill-messages';
import { meterBillAmount } from './meter-bill';
import type { InvoiceStatus } from './rent-cycle';
import { rentMessages as m } from './rent-messages';

/** 'repair': a maintenance job's cost the landlord charged to the tenant (one per request). */
export const invoiceKinds = ['rent', 'electricity', 'water', 'internet', 'repair'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

// POST /api/rent/invoices/:id/pay (header Idempotency-Key): from the wallet; more than owed becomes credit.
export const payInvoiceInput = z.object({
  amount: z
    .number({ error: m.amountWhole })
    .int(m.amountWhole)
    .min(1, m.amountMin)
    .max(10_000_000, m.amountMax),
});
export type PayInvoiceInput = z.infer<typeof payInvoiceInput>;

/** One payment toward an invoice, with ABODE's receipt number. */
export interface InvoicePaymentResult {
  id: string;
  invoiceId: string;
  amount: number;
  method: 'wallet' | 'credit' | 'lender';
  receiptNumber: string;
  mpesaReceipt: string | null;
  paidAt: string;
  /** The payer's wallet balance right after it. */
  walletBalance: number;
}

/** A tenancy's latest rent invoice, as GET /api/tenancies shows it. */
export interface CurrentRentInvoice {
  id: string;
  period: string;
  amount: number;
  paid: number;
  balance: number;
  dueDate: string;
  status: InvoiceStatus;
}

export interface RentInvoice {
  id: string;
  kind: InvoiceKind;
  /** The month it is for: its first day. */
  period: string;
  amount: number;
  paid: number;
  balance: number;
  dueDate: string;
  status: InvoiceStatus;
  details: unknown;
  payments: Array<Omit<InvoicePaymentResult, 'walletBalance'>>;
}

// GET /api/rent/tenancies/:id/invoices
export interface TenancyInvoices {
  tenancyId: string;
  /** Held for the tenancy from overpayments; the next invoice takes it first. */
  credit: number;
  /** Newest month first, rent before bills. */
  invoices: RentInvoice[];
}

export const billKinds = ['electricity', 'water', 'internet'] as const satisfies readonly InvoiceKind[];
export type BillKind = (typeof billKinds)[number];

const meterReading = z.number({ error: b.reading }).min(0, b.reading).max(1_000_000_000, b.reading);

// POST /api/rent/tenancies/:id/bills: by the property's landlord or caretaker. Either the amount, or for water
// the meter's readings and the rate per unit (the amount is then (current − previous) × rate, meter-bill.ts).
export const addBillInput = z
  .object({
    kind: z.enum(billKinds, { error: b.kind }),
    /** The month: `2026-12`, or its first day `2026-12-01`. */
    period: z.string({ error: b.period }).regex(/^\d{4}-(0[1-9]|1[0-2])(-01)?$/, b.period),
    dueDate: calendarDate('Due date'),
    amount: z
      .number({ error: b.amountWhole })
      .int(b.amountWhole)
      .min(1, b.amountMin)
      .max(10_000_000, b.amountMax)
      .optional(),
    previousReading: meterReading.optional(),
    currentReading: meterReading.optional(),
    ratePerUnit: z.number({ error: b.rate }).gt(0, b.rate).max(100_000, b.rate).optional(),
  })
  .superRefine((bill, ctx) => {
    const readings = [bill.previousReading, bill.currentReading, bill.ratePerUnit];
    const anyReading = readings.some((value) => value !== undefined);
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!anyReading) {
      if (bill.amount === undefined)
        issue('amount', bill.kind === 'water' ? b.amountOrReadings : b.amountRequired);
      return;
    }
    if (bill.kind !== 'water') return issue('previousReading', b.readingsForWaterOnly);
    if (bill.amount !== undefined) return issue('amount', b.amountAndReadings);
    if (bill.previousReading === undefined) return issue('previousReading', b.readingsIncomplete);
    if (bill.currentReading === undefined) return issue('currentReading', b.readingsIncomplete);
    if (bill.ratePerUnit === undefined) return issue('ratePerUnit', b.readingsIncomplete);
    if (bill.currentReading < bill.previousReading) return issue('currentReading', b.readingBackwards);
    const amount = meterBillAmount({
      previousReading: bill.previousReading,
      currentReading: bill.currentReading,
      ratePerUnit: bill.ratePerUnit,
    });
    if (amount < 1) issue('currentReading', b.nothingUsed);
    else if (amount > 10_000_000) issue('ratePerUnit', b.amountMax);
  });
export type AddBillInput = z.infer<typeof addBillInput>;

// GET /api/rent/landlord-summary?month=YYYY-MM (the current Nairobi month by default): the landlord only.
export const landlordSummaryQuery = z.object({
  month: z
    .string({ error: b.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, b.month)
    .optional(),
});

/** One active tenancy in the landlord's rent roll for the month. */
export interface RentRollRow {
  tenancyId: string;
  propertyName: string;
  unitLabel: string;
  tenantName: string;
  monthlyRent: number;
  /** The month's rent invoice; null until it is raised. */
  rentInvoiced: number | null;
  /** The month's bills (electricity, water, internet) together. */
  billsInvoiced: number;
  /** Paid and still owed on the month's rent and bills. */
  paid: number;
  balance: number;
  /** Of the month's invoices together; `not_invoiced` while there are none. */
  status: InvoiceStatus | 'not_invoiced';
}

/** A payment to the landlord, newest first: the in-app notice that a tenant paid. */
export interface LandlordPayment {
  id: string;
  tenantName: string;
  propertyName: string;
  unitLabel: string;
  kind: InvoiceKind;
  amount: number;
  method: 'wallet' | 'credit' | 'lender';
  receiptNumber: string;
  paidAt: string;
}

export interface LandlordSummary {
  /** `2026-12`. */
  month: string;
  /** Rent received in the month (payments and credit applied to rent), from the ledger; bills are not revenue. */
  revenue: number;
  /** What ABODE holds for the landlord: the earnings account's balance. */
  earningsBalance: number;
  /** Unpaid on invoices past their due date, and how many tenancies owe it. */
  arrears: { amount: number; tenancies: number };
  rentRoll: RentRollRow[];
  /** The last 10. */
  recentPayments: LandlordPayment[];
}
