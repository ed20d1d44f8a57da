import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  rentAdvanceDocumentCategories,
  type RentAdvance,
  type RentAdvanceApplicationInput,
} from '@common/financing/rent-advance-contracts';
import {
  outstandingOnTenancies,
  rentAdvanceAmountProblem,
  rentAdvanceFee,
  rentAdvanceLimit,
  rentAdvanceTerms,
} from '@common/financing/rent-advance-terms';
import { rentAdvanceTexts } from '@common/financing/rent-advance-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { rentAdvanceDocuments, rentAdvanceTenancies, rentAdvances } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { advanceableTenancies, draftDocuments } from './advanceable-tenancies';
import { toRentAdvance } from './advance-rows';

const r = rentAdvanceTexts.refusal;

/**
 * POST /api/rent-advances: a landlord applies for rent in advance against confirmed tenancies of theirs, up to
 * 3 months' rent of them less what is still owed on advances against them, with the spec's documents uploaded
 * first (attached to this application). The chosen tenancies are locked, so a second application on one waits
 * for the first and is refused while it is undecided. Refusals: 409 with no confirmed tenancies, over the
 * limit, or an application already waiting on a tenancy; 400 for tenancies not theirs, an amount under the
 * minimum, or documents missing.
 */
export async function applyForRentAdvance(
  ctx: ServiceContext,
  input: RentAdvanceApplicationInput,
): Promise<RentAdvance> {
  const actor = requirePermission(ctx, 'apply:rent-advance:own');
  return ctx.db.transaction(async (tx) => {
    const chosen = await advanceableTenancies(tx, {
      landlordId: actor.userId,
      ids: input.tenancyIds,
      lock: true,
    });
    if (chosen.length !== input.tenancyIds.length) {
      const any =
        chosen.length > 0 || (await advanceableTenancies(tx, { landlordId: actor.userId })).length > 0;
      if (!any) throw new AppError('CONFLICT', r.noTenancies);
      throw new AppError('VALIDATION_FAILED', `tenancyIds: ${r.tenancyNotYours}`, {
        fields: { tenancyIds: r.tenancyNotYours },
      });
    }
    const waiting = chosen.find((tenancy) => tenancy.pendingApplication);
    if (waiting)
      throw new AppError('CONFLICT', r.pendingOnTenancy(`${waiting.propertyName}, ${waiting.unitLabel}`));
    const limit = rentAdvanceLimit(
      chosen.map((tenancy) => tenancy.monthlyRent),
      outstandingOnTenancies(chosen),
    );
    const problem = rentAdvanceAmountProblem(input.amount, limit);
    if (problem === 'below_minimum') {
      const message = r.belowMinimum(rentAdvanceTerms.minAmount);
      throw new AppError('VALIDATION_FAILED', `amount: ${message}`, { fields: { amount: message } });
    }
    if (problem === 'over_limit')
      throw new AppError('CONFLICT', r.overLimit(limit), {
        limit,
        reason: 'advance_over_limit',
        params: { limit },
      });
    const documents = await draftDocuments(tx, actor.userId);
    const missing = rentAdvanceDocumentCategories.filter(
      (category) => !documents.some((doc) => doc.category === category),
    );
    if (missing.length > 0) {
      throw new AppError(
        'BAD_REQUEST',
        r.documentsMissing(missing.map((c) => rentAdvanceTexts.documentLabels[c])),
      );
    }
    const [advance] = await tx
      .insert(rentAdvances)
      .values({
        landlordId: actor.userId,
        requestedAmount: input.amount,
        amount: input.amount,
        fee: rentAdvanceFee(input.amount),
        bankAccount: input.bankAccount,
        accountNumber: input.bankAccount === 'existing' ? (input.accountNumber ?? null) : null,
        createdAt: ctx.now(),
      })
      .returning();
    await tx.insert(rentAdvanceTenancies).values(
      chosen.map((tenancy) => ({
        advanceId: advance!.id,
        tenancyId: tenancy.id,
        monthlyRent: tenancy.monthlyRent,
      })),
    );
    await tx
      .update(rentAdvanceDocuments)
      .set({ advanceId: advance!.id })
      .where(
        and(
          eq(rentAdvanceDocuments.landlordId, actor.userId),
          isNull(rentAdvanceDocuments.advanceId),
          inArray(
            rentAdvanceDocuments.id,
            documents.map((doc) => doc.id),
          ),
        ),
      );
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'rent_advance.applied',
      subjectType: 'rent_advance',
      subjectId: advance!.id,
      details: {
        amount: input.amount,
        fee: advance!.fee,
        limit,
        tenancyIds: chosen.map((tenancy) => tenancy.id),
        bankAccount: input.bankAccount,
      },
    });
    return toRentAdvance(tx, advance!);
  });
}
