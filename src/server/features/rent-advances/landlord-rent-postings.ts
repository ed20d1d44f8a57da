import { and, asc, eq, sql } from 'drizzle-orm';
import { splitRentForAdvances } from '@common/financing/rent-advance-terms';
import type { Transaction } from '../../db/client';
import { rentAdvanceRepayments, rentAdvanceTenancies, rentAdvances } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { earningsAccountOf, platformAccountOf, type PostedJournal, type Posting } from '../ledger';
import { notifyLandlord } from './notify-landlord';

export interface LandlordRentShare {
  /** The credit lines of the landlord's share: the lender's repayment first, the landlord's earnings the rest. */
  postings: Posting[];
  /** Records the repayments once the journal is posted (nothing when it had been posted before). */
  recordRepayments(journal: PostedJournal): Promise<void>;
}

/**
 * The landlord's side of a payment toward an invoice, for the rent settlement path (features/rent), in its
 * transaction: `amount` of a rent invoice on a tenancy with rent advances outstanding repays them first,
 * oldest first (their rows locked, so two rent payments at once never repay past what is owed), the rest to
 * the landlord's earnings; anything else, all to the earnings. The tenant's side of the journal, the invoice
 * and its receipt are the caller's and unchanged: tenants pay as before and see nothing of it.
 */
export async function landlordRentPostings(
  tx: Transaction,
  input: {
    invoice: { id: string; kind: string; tenancyId: string };
    landlordId: string;
    amount: number;
  },
): Promise<LandlordRentShare> {
  const none: LandlordRentShare = { postings: [], recordRepayments: async () => {} };
  if (input.amount <= 0) return none;
  const earnings = async (amount: number): Promise<Posting[]> =>
    amount > 0 ? [{ accountId: await earningsAccountOf(tx, input.landlordId), amount: -amount }] : [];
  if (input.invoice.kind !== 'rent') return { ...none, postings: await earnings(input.amount) };
  const advances = await tx
    .select({
      id: rentAdvances.id,
      landlordId: rentAdvances.landlordId,
      owed: sql<number>`(${rentAdvances.amount} + ${rentAdvances.fee} - ${rentAdvances.repaid})::int`,
      total: sql<number>`(${rentAdvances.amount} + ${rentAdvances.fee})::int`,
    })
    .from(rentAdvances)
    .innerJoin(rentAdvanceTenancies, eq(rentAdvanceTenancies.advanceId, rentAdvances.id))
    .where(
      and(eq(rentAdvanceTenancies.tenancyId, input.invoice.tenancyId), eq(rentAdvances.status, 'repaying')),
    )
    .orderBy(asc(rentAdvances.decidedAt), asc(rentAdvances.id))
    .for('update', { of: rentAdvances });
  if (advances.length === 0) return { ...none, postings: await earnings(input.amount) };
  const split = splitRentForAdvances(
    input.amount,
    advances.map((advance) => advance.owed),
  );
  const toLender = split.toAdvances.reduce((sum, each) => sum + each, 0);
  const postings = [
    ...(toLender > 0
      ? [{ accountId: await platformAccountOf(tx, 'cooparent_lender'), amount: -toLender }]
      : []),
    ...(await earnings(split.toLandlord)),
  ];
  return {
    postings,
    async recordRepayments(journal) {
      if (journal.alreadyPosted) return;
      for (const [index, advance] of advances.entries()) {
        const amount = split.toAdvances[index]!;
        if (amount <= 0) continue;
        await tx.insert(rentAdvanceRepayments).values({
          advanceId: advance.id,
          journalId: journal.transactionId,
          invoiceId: input.invoice.id,
          amount,
        });
        const cleared = amount === advance.owed;
        await tx
          .update(rentAdvances)
          .set({
            repaid: sql`${rentAdvances.repaid} + ${amount}`,
            ...(cleared ? { status: 'cleared' as const, clearedAt: sql`now()` } : {}),
          })
          .where(eq(rentAdvances.id, advance.id));
        if (!cleared) continue;
        await recordAuditEvent(tx, {
          actorUserId: null,
          action: 'rent_advance.cleared',
          subjectType: 'rent_advance',
          subjectId: advance.id,
          details: { repaid: advance.total, lastJournalId: journal.transactionId },
        });
        await notifyLandlord(tx, {
          landlordId: advance.landlordId,
          note: (e) => e.rentAdvanceCleared(advance.total),
          dedupeKey: `rent-advance.cleared:${advance.id}`,
          at: new Date(),
        });
      }
    },
  };
}
