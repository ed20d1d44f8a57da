import { eq } from 'drizzle-orm';
import {
  rentAdvanceTransitions,
  type RentAdvanceAction,
  type RentAdvanceForOfficer,
} from '@common/financing/rent-advance-contracts';
import { rentAdvanceFee, rentAdvanceTerms } from '@common/financing/rent-advance-terms';
import { rentAdvanceTexts } from '@common/financing/rent-advance-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { rentAdvances } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { earningsAccountOf, platformAccountOf, postJournal } from '../ledger';
import { lockAdvance, toOfficerViews } from './advance-rows';
import { notifyLandlord } from './notify-landlord';

const t = rentAdvanceTexts;

export type RentAdvanceDecision =
  | { action: Extract<RentAdvanceAction, 'approve'>; amount?: number | undefined }
  | { action: Extract<RentAdvanceAction, 'decline'>; reason: string };

/**
 * Decides an application once, along rentAdvanceTransitions, in one transaction with its row locked: approve
 * (the amount may be lowered, never raised; the fee follows it) pays the advance from the CoopaRent lender
 * account to the landlord's earnings in a balanced journal keyed by the advance, so however many officers
 * press at once there is one payout; decline keeps the reason. A decided application is a 409 saying how it
 * was decided. Audited and told to the landlord (in the app and by SMS) in the same transaction.
 */
export async function moveRentAdvance(
  ctx: ServiceContext,
  input: { id: string } & RentAdvanceDecision,
): Promise<RentAdvanceForOfficer> {
  const actor = requirePermission(ctx, 'decide:financing-application:any');
  const transition = rentAdvanceTransitions[input.action];
  return ctx.db.transaction(async (tx) => {
    const found = await lockAdvance(tx, input.id);
    if (!found) throw new AppError('NOT_FOUND', t.notFound.advance);
    if (found.status !== transition.from) {
      throw new AppError('CONFLICT', t.refusal.alreadyDecided(t.statusLabels[found.status]));
    }
    const now = ctx.now();
    let details: Record<string, unknown>;
    if (input.action === 'approve') {
      const amount = input.amount ?? found.requestedAmount;
      if (amount > found.requestedAmount) {
        const message = t.refusal.approveAboveRequested(found.requestedAmount);
        throw new AppError('VALIDATION_FAILED', `amount: ${message}`, { fields: { amount: message } });
      }
      if (amount < rentAdvanceTerms.minAmount) {
        const message = t.refusal.belowMinimum(rentAdvanceTerms.minAmount);
        throw new AppError('VALIDATION_FAILED', `amount: ${message}`, { fields: { amount: message } });
      }
      const fee = rentAdvanceFee(amount);
      const journal = await postJournal(tx, {
        kind: 'cooparent.rent_advance',
        idempotencyKey: `rent-advance:disburse:${found.id}`,
        memo: t.journalMemo.disbursement,
        actorId: actor.userId,
        postings: [
          { accountId: await platformAccountOf(tx, 'cooparent_lender'), amount },
          { accountId: await earningsAccountOf(tx, found.landlordId), amount: -amount },
        ],
      });
      await tx
        .update(rentAdvances)
        .set({
          status: transition.to,
          amount,
          fee,
          decidedBy: actor.userId,
          decidedAt: now,
          disbursementJournalId: journal.transactionId,
        })
        .where(eq(rentAdvances.id, found.id));
      details = { requestedAmount: found.requestedAmount, amount, fee, journalId: journal.transactionId };
      await notifyLandlord(tx, {
        landlordId: found.landlordId,
        note: (e) => e.rentAdvanceApproved(amount, amount + fee),
        dedupeKey: `rent-advance.approved:${found.id}`,
        at: now,
      });
    } else {
      await tx
        .update(rentAdvances)
        .set({ status: transition.to, declineReason: input.reason, decidedBy: actor.userId, decidedAt: now })
        .where(eq(rentAdvances.id, found.id));
      const reason = input.reason;
      details = { reason };
      await notifyLandlord(tx, {
        landlordId: found.landlordId,
        note: (e) => e.rentAdvanceDeclined(reason),
        dedupeKey: `rent-advance.declined:${found.id}`,
        at: now,
      });
    }
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: `rent_advance.${transition.to === 'repaying' ? 'approved' : 'declined'}`,
      subjectType: 'rent_advance',
      subjectId: found.id,
      details: { from: found.status, to: transition.to, ...details },
    });
    const [moved] = await tx.select().from(rentAdvances).where(eq(rentAdvances.id, found.id));
    return (await toOfficerViews(tx, [moved!]))[0]!;
  });
}
