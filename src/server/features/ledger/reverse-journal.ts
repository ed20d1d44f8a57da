import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ledgerPostings, ledgerTransactions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { badJournal } from './ledger-errors';
import { writeJournal } from './post-journal';

/**
 * Corrects a journal transaction the only way the ledger allows: a new transaction with every posting negated,
 * pointing back at it, with the reason as its memo and an audit event, in the caller's transaction. Refused
 * (409) for a transaction already reversed or itself a reversal (post the entry again instead), and with
 * 'INSUFFICIENT_FUNDS' when a wallet no longer holds the money the reversal takes back.
 */
export async function reverseJournal(
  tx: Transaction,
  input: { transactionId: string; reason: string; actorId: string },
): Promise<{ transactionId: string }> {
  const reason = input.reason.trim();
  if (reason.length < 1 || reason.length > 200)
    throw badJournal('a reversal gives a reason of 1 to 200 characters');
  const notFound = new AppError('NOT_FOUND', 'Ledger: no journal transaction has this id.');
  if (!isRowId(input.transactionId)) throw notFound;
  // The lock makes two reversals of one transaction take turns, so the second sees the first (the unique
  // reverses_id is the database's own guard). NO KEY UPDATE leaves foreign-key checks on the row unblocked.
  const [original] = await tx
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      reversesId: ledgerTransactions.reversesId,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, input.transactionId))
    .for('no key update');
  if (!original) throw notFound;
  if (original.reversesId) {
    throw new AppError('CONFLICT', 'Ledger: a reversal cannot be reversed; post the entry again instead.');
  }
  const [earlier] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reversesId, original.id));
  if (earlier) {
    throw new AppError('CONFLICT', 'Ledger: this transaction has already been reversed.', {
      reversalId: earlier.id,
    });
  }
  const lines = await tx
    .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transactionId, original.id))
    .orderBy(ledgerPostings.id);
  const { transactionId } = await writeJournal(
    tx,
    {
      kind: 'reversal',
      memo: reason,
      actorId: input.actorId,
      postings: lines.map((line) => ({ accountId: line.accountId, amount: -line.amount })),
    },
    original.id,
  );
  await recordAuditEvent(tx, {
    actorUserId: input.actorId,
    action: 'ledger_transaction.reversed',
    subjectType: 'ledger_transaction',
    subjectId: original.id,
    details: { reversalId: transactionId, kind: original.kind, reason },
  });
  return { transactionId };
}
