import { z } from 'zod';
import type { InvoiceStatus } from './rent-cycle';
import { rentMessages as m } from './rent-messages';

export const invoiceKinds = ['rent', 'electricity', 'water', 'internet'] as const;
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
  method: 'wallet' | 'credit';
  receiptNumber: string;
  mpesaReceipt: string | null;
  paidAt: string;
  /** The payer's wallet balance right after it. */
  walletBalance: number;
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
