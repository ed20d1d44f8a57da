import { eq } from 'drizzle-orm';
import { tukuPayMessages as t } from '@common/payments/send-messages';
import type { Transfer } from '@common/payments/transfer-contracts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { transfers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { reverseJournal } from '../ledger';
import { notifyUser } from '../notifications';
import { peopleById } from './transfer-people';
import { toTransfer } from './transfer-view';

/**
 * POST /api/transfers/:id/reverse (superadmin): takes a completed transfer back by a reversing journal with
 * the reason, marks it reversed and audits it, in one transaction; both sides are told. 409 for a transfer
 * not completed (failed, or already reversed) or when the recipient's wallet no longer holds the money.
 */
export async function reverseTransfer(
  ctx: ServiceContext,
  input: { id: string; reason: string },
): Promise<Transfer> {
  const actor = requirePermission(ctx, 'reverse:transfer:any');
  const notFound = new AppError('NOT_FOUND', t.transferNotFound);
  if (!isRowId(input.id)) throw notFound;
  const row = await ctx.db.transaction(async (tx) => {
    const [transfer] = await tx.select().from(transfers).where(eq(transfers.id, input.id)).for('update');
    if (!transfer) throw notFound;
    if (transfer.status === 'reversed') {
      throw new AppError('CONFLICT', t.alreadyReversed, { reason: 'already_reversed' });
    }
    if (transfer.status !== 'completed' || !transfer.journalId) {
      throw new AppError('CONFLICT', t.onlyCompletedReversed, { reason: transfer.status });
    }
    const { transactionId } = await reverseJournal(tx, {
      transactionId: transfer.journalId,
      reason: `Tuku Pay ${transfer.reference} reversed: ${input.reason}`.slice(0, 200),
      actorId: actor.userId,
    });
    const now = ctx.now();
    const [reversed] = await tx
      .update(transfers)
      .set({
        status: 'reversed',
        reversalJournalId: transactionId,
        reversedBy: actor.userId,
        reverseReason: input.reason,
        reversedAt: now,
      })
      .where(eq(transfers.id, transfer.id))
      .returning();
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'transfer.reversed',
      subjectType: 'transfer',
      subjectId: transfer.id,
      details: { reference: transfer.reference, amount: transfer.amount, reason: input.reason },
    });
    for (const userId of [transfer.senderId, transfer.recipientId]) {
      await notifyUser(tx, {
        userId,
        kind: 'notice',
        ...eventInBothLanguages((e) => e.tukuPayReversed(transfer.amount, transfer.reference)),
        dedupeKey: `transfer.reversed:${transfer.id}:${userId}`,
      });
    }
    return reversed!;
  });
  const people = await peopleById(ctx.db, [row.senderId, row.recipientId]);
  return toTransfer(row, row.senderId, people);
}
