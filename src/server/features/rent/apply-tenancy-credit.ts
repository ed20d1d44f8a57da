import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { tenancyInvoices } from '../../db/schema/index';
import { balanceOf, postJournal, rentReceivableAccountOf } from '../ledger';
import { landlordRentPostings } from '../rent-advances';
import { recordPayment } from './settle-invoice';

/**
 * A new invoice first takes what the tenancy holds as credit (an earlier overpayment, kept in its receivable
 * account as a credit balance): moved to the landlord's earnings in one ledger transaction, recorded as a
 * payment by credit. Runs in the transaction that raised the invoice, which holds its row.
 */
export async function applyTenancyCredit(
  tx: Transaction,
  input: { invoiceId: string; tenancyId: string; landlordId: string },
): Promise<number> {
  const receivable = await rentReceivableAccountOf(tx, input.tenancyId);
  // Debit-normal: a negative balance is money held for the tenancy.
  const credit = -(await balanceOf(tx, receivable));
  if (credit <= 0) return 0;
  const [invoice] = await tx
    .select()
    .from(tenancyInvoices)
    .where(eq(tenancyInvoices.id, input.invoiceId))
    .for('update');
  const applied = Math.min(credit, invoice!.amount - invoice!.paid);
  if (applied <= 0) return 0;
  // The landlord's share: a rent advance outstanding on the tenancy is repaid first (rent-advances).
  const landlordShare = await landlordRentPostings(tx, {
    invoice: invoice!,
    landlordId: input.landlordId,
    amount: applied,
  });
  const journal = await postJournal(tx, {
    kind: 'rent.credit_applied',
    idempotencyKey: `rent:credit:${input.invoiceId}`,
    memo: `Credit applied to ${invoice!.kind} for ${invoice!.period.slice(0, 7)}`,
    postings: [{ accountId: receivable, amount: applied }, ...landlordShare.postings],
  });
  await landlordShare.recordRepayments(journal);
  if (journal.alreadyPosted) return 0;
  await recordPayment(tx, {
    invoiceId: input.invoiceId,
    journalId: journal.transactionId,
    applied,
    recordedAmount: applied,
    method: 'credit',
    paidBy: null,
    mpesaReceipt: null,
  });
  return applied;
}
