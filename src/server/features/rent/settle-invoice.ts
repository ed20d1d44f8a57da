import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { invoicePayments, ledgerTransactions, tenancyInvoices } from '../../db/schema/index';
import { postJournal, rentReceivableAccountOf, walletAccountOf } from '../ledger';
import { enqueuePaymentReceiptSms } from '../receipts';
import { landlordRentPostings } from '../rent-advances';
import { notifyRentPayment } from './notify-rent-payment';
import { newReceiptNumber } from './receipt-numbers';

export interface InvoiceToSettle {
  invoice: typeof tenancyInvoices.$inferSelect;
  tenancyId: string;
  tenantId: string;
  landlordId: string;
}

/**
 * Moves `amount` from the tenant's wallet toward a locked invoice in one balanced ledger transaction: what the
 * invoice still owes to the landlord (to their earnings, after any rent advance outstanding on the tenancy:
 * rent-advances' landlordRentPostings), anything beyond it kept as credit on the tenancy (its
 * receivable account) for the next invoice. The wallet never goes below zero (the ledger refuses with
 * INSUFFICIENT_FUNDS). Returns the payment record with ABODE's receipt number.
 */
export async function payFromWallet(
  tx: Transaction,
  input: {
    target: InvoiceToSettle;
    amount: number;
    paidBy: string;
    idempotencyKey: string;
    mpesaReceipt?: string | null;
  },
) {
  const { invoice, tenancyId, tenantId, landlordId } = input.target;
  const applied = Math.min(input.amount, invoice.amount - invoice.paid);
  const credit = input.amount - applied;
  const landlordShare = await landlordRentPostings(tx, { invoice, landlordId, amount: applied });
  const postings = [
    { accountId: await walletAccountOf(tx, tenantId), amount: input.amount },
    ...landlordShare.postings,
    ...(credit > 0 ? [{ accountId: await rentReceivableAccountOf(tx, tenancyId), amount: -credit }] : []),
  ];
  const journal = await postJournal(tx, {
    kind: invoice.kind === 'rent' ? 'rent.payment' : 'bill.payment',
    idempotencyKey: input.idempotencyKey,
    memo: `${invoice.kind === 'rent' ? 'Rent' : `${invoice.kind[0]!.toUpperCase()}${invoice.kind.slice(1)} bill`} for ${invoice.period.slice(0, 7)}`,
    actorId: input.paidBy,
    postings,
  });
  await landlordShare.recordRepayments(journal);
  if (journal.alreadyPosted) {
    const [earlier] = await tx
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.journalId, journal.transactionId));
    return earlier!;
  }
  return recordPayment(tx, {
    invoiceId: invoice.id,
    journalId: journal.transactionId,
    applied,
    method: 'wallet',
    paidBy: input.paidBy,
    mpesaReceipt: input.mpesaReceipt ?? null,
    recordedAmount: input.amount,
  });
}

/** The payment an idempotency key already made, if any. */
export async function paymentByKey(tx: Transaction, idempotencyKey: string) {
  const [earlier] = await tx
    .select({ payment: invoicePayments })
    .from(invoicePayments)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, invoicePayments.journalId))
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return earlier?.payment ?? null;
}

/** The payment's row and the invoice's paid figure, in the payment's transaction. */
export async function recordPayment(
  tx: Transaction,
  input: {
    invoiceId: string;
    journalId: string;
    applied: number;
    recordedAmount: number;
    method: 'wallet' | 'credit' | 'lender';
    paidBy: string | null;
    mpesaReceipt: string | null;
  },
) {
  if (input.applied > 0) {
    await tx
      .update(tenancyInvoices)
      .set({ paid: sql`${tenancyInvoices.paid} + ${input.applied}` })
      .where(eq(tenancyInvoices.id, input.invoiceId));
  }
  const [payment] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: input.invoiceId,
      journalId: input.journalId,
      amount: input.recordedAmount,
      method: input.method,
      receiptNumber: newReceiptNumber(),
      mpesaReceipt: input.mpesaReceipt,
      paidBy: input.paidBy,
    })
    .returning();
  await enqueuePaymentReceiptSms(tx, payment!);
  await notifyRentPayment(tx, payment!);
  return payment!;
}
