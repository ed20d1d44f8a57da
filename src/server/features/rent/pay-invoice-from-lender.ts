import { rentMessages } from '@common/rent/rent-messages';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { platformAccountOf, postJournal } from '../ledger';
import { landlordRentPostings } from '../rent-advances';
import { lockInvoiceOfTenant } from './invoice-rows';
import { paymentByKey, recordPayment } from './settle-invoice';

/**
 * CoopaRent pays (part of) a tenant's invoice straight to the landlord (an approved Okoa Rent loan), in the
 * caller's transaction: one balanced journal from the lender account to the landlord's share (earnings, or a
 * rent advance outstanding on the tenancy first), and the
 * payment's record with method 'lender', so its receipt says CoopaRent paid it. Never more than the invoice
 * still owes: `amount` is cut to its balance, and an invoice already paid is a 409. Idempotent by key.
 */
export async function payInvoiceFromLender(
  tx: Transaction,
  input: { invoiceId: string; tenantId: string; amount: number; decidedBy: string; idempotencyKey: string },
) {
  const target = await lockInvoiceOfTenant(tx, { invoiceId: input.invoiceId, tenantId: input.tenantId });
  const earlier = await paymentByKey(tx, input.idempotencyKey);
  if (earlier) return earlier;
  const amount = Math.min(input.amount, target.invoice.amount - target.invoice.paid);
  if (amount <= 0) throw new AppError('CONFLICT', rentMessages.alreadyPaid);
  const { invoice } = target;
  // The landlord's share as any rent payment's: a rent advance outstanding on the tenancy is repaid first.
  const landlordShare = await landlordRentPostings(tx, { invoice, landlordId: target.landlordId, amount });
  const journal = await postJournal(tx, {
    kind: 'cooparent.disbursement',
    idempotencyKey: input.idempotencyKey,
    memo: `CoopaRent (Okoa Rent) paid ${invoice.kind} for ${invoice.period.slice(0, 7)}`,
    actorId: input.decidedBy,
    postings: [
      { accountId: await platformAccountOf(tx, 'cooparent_lender'), amount },
      ...landlordShare.postings,
    ],
  });
  await landlordShare.recordRepayments(journal);
  return recordPayment(tx, {
    invoiceId: invoice.id,
    journalId: journal.transactionId,
    applied: amount,
    recordedAmount: amount,
    method: 'lender',
    paidBy: input.tenantId,
    mpesaReceipt: null,
  });
}
