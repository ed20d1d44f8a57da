import { and, eq } from 'drizzle-orm';
import type { InvoicePaymentResult, RentInvoice } from '@common/rent/rent-contracts';
import { invoiceStatus } from '@common/rent/rent-cycle';
import type { Database, Transaction } from '../../db/client';
import {
  type invoicePayments,
  ledgerAccounts,
  ledgerPostings,
  type tenancyInvoices,
} from '../../db/schema/index';

type PaymentRow = typeof invoicePayments.$inferSelect;

export const toPaymentView = (row: PaymentRow): RentInvoice['payments'][number] => ({
  id: row.id,
  invoiceId: row.invoiceId,
  amount: row.amount,
  method: row.method,
  receiptNumber: row.receiptNumber,
  mpesaReceipt: row.mpesaReceipt,
  paidAt: row.createdAt.toISOString(),
});

/** A payment as its payer sees it: with the wallet's balance right after it, from the ledger. */
export async function toInvoicePayment(
  db: Database | Transaction,
  row: PaymentRow,
): Promise<InvoicePaymentResult> {
  const [wallet] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(eq(ledgerPostings.transactionId, row.journalId), eq(ledgerAccounts.kind, 'wallet')))
    .limit(1);
  return {
    ...toPaymentView(row),
    walletBalance: wallet && row.method === 'wallet' ? Number(wallet.balance) : 0,
  };
}

export function toRentInvoice(
  row: typeof tenancyInvoices.$inferSelect,
  payments: PaymentRow[],
  today: string,
): RentInvoice {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    amount: row.amount,
    paid: row.paid,
    balance: row.amount - row.paid,
    dueDate: row.dueDate,
    status: invoiceStatus({ amount: row.amount, paid: row.paid, dueDate: row.dueDate, today }),
    details: row.details ?? null,
    payments: payments.map(toPaymentView),
  };
}
