import { eq } from 'drizzle-orm';
import { bankDepositPagePath } from '@common/payments/bank-deposit-contracts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { Transaction } from '../../db/client';
import { bankDeposits } from '../../db/schema/index';
import { clearingAccountOf, platformAccountOf, postJournal, walletAccountOf } from '../ledger';
import { notifyUser } from '../notifications';
import { userOfDepositReference } from './deposit-references';

export interface BankCredit {
  bankTransactionId: string;
  source: 'notification' | 'statement';
  /** The reference or narrative as the bank sent it. */
  narrative: string;
  amount: number;
  payerName?: string | null;
  valueDate?: string | null;
}

export interface BankCreditResult {
  status: 'credited' | 'suspense';
  depositId: string;
  /** The bank's transaction had been received before: nothing was done this time. */
  duplicate: boolean;
}

/**
 * Credits one bank transfer once by the bank's transaction id, in the caller's transaction: Dr bank clearing,
 * Cr the wallet whose deposit reference the narrative carries (and an in-app notice), else Cr suspense for a
 * superadmin to allocate. A transaction id seen before answers what the first time did and changes nothing.
 */
export async function creditBankDeposit(tx: Transaction, credit: BankCredit): Promise<BankCreditResult> {
  const known = async () =>
    (
      await tx
        .select({ id: bankDeposits.id, creditedTo: bankDeposits.creditedTo })
        .from(bankDeposits)
        .where(eq(bankDeposits.bankTransactionId, credit.bankTransactionId))
    )[0];
  const before = await known();
  if (before)
    return {
      status: before.creditedTo === 'wallet' ? 'credited' : 'suspense',
      depositId: before.id,
      duplicate: true,
    };
  const owner = await userOfDepositReference(tx, credit.narrative);
  const idempotencyKey = `bank:${credit.bankTransactionId}`;
  const journal = await postJournal(tx, {
    kind: owner ? 'bank.deposit' : 'bank.deposit_suspense',
    idempotencyKey,
    memo: `Bank transfer ${credit.bankTransactionId} ref ${credit.narrative}`.slice(0, 200),
    postings: [
      { accountId: await clearingAccountOf(tx, 'bank_clearing', idempotencyKey), amount: credit.amount },
      {
        accountId: owner ? await walletAccountOf(tx, owner.userId) : await platformAccountOf(tx, 'suspense'),
        amount: -credit.amount,
      },
    ],
  });
  if (journal.alreadyPosted) {
    // A copy of the same transfer committed while this one waited on the journal's key.
    const raced = await known();
    if (raced)
      return {
        status: raced.creditedTo === 'wallet' ? 'credited' : 'suspense',
        depositId: raced.id,
        duplicate: true,
      };
  }
  const [row] = await tx
    .insert(bankDeposits)
    .values({
      bankTransactionId: credit.bankTransactionId,
      source: credit.source,
      creditedTo: owner ? 'wallet' : 'suspense',
      userId: owner?.userId ?? null,
      referenceTyped: credit.narrative.slice(0, 140),
      amount: credit.amount,
      payerName: credit.payerName?.slice(0, 140) ?? null,
      valueDate: credit.valueDate ?? null,
      journalId: journal.transactionId,
    })
    .returning({ id: bankDeposits.id });
  if (owner) {
    await notifyUser(tx, {
      userId: owner.userId,
      kind: 'payment.received',
      ...eventInBothLanguages((e) => e.bankDeposit(credit.amount, credit.bankTransactionId)),
      link: bankDepositPagePath,
      dedupeKey: `bank.deposit:${row!.id}`,
    });
  }
  return { status: owner ? 'credited' : 'suspense', depositId: row!.id, duplicate: false };
}
