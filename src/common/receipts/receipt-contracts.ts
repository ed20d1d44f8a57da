import type { InvoiceKind } from '../rent/rent-contracts';

/** ABODE's receipt numbers ('ABR7K3Q2XPM'): anything else is a 404 before the database is asked. */
export const receiptNumberPattern = /^ABR[2-9A-HJ-NP-Z]{8}$/;

// GET /api/receipts/:receiptNumber (and /pdf): one payment toward an invoice, as its receipt shows it.
export interface Receipt {
  receiptNumber: string;
  tenantName: string;
  propertyName: string;
  unitLabel: string;
  /** The month the invoice is for: its first day. */
  period: string;
  invoiceKind: InvoiceKind;
  amount: number;
  method: 'wallet' | 'credit' | 'lender';
  /** The M-Pesa receipt of the deposit that paid it, when one did. */
  mpesaReceipt: string | null;
  /** What the invoice still owed right after this payment. */
  balanceAfter: number;
  paidAt: string;
}
