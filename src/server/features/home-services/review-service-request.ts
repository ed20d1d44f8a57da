import { eq, sql } from 'drizzle-orm';
import { isServiceId, type ServiceReview } from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { serviceProviders, serviceReviews } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { loadRequest, lockRequest, toServiceRequest } from './request-rows';

/**
 * POST /api/services/requests/:id/review: the customer rates a completed job 1–5 with a comment, once. The
 * provider's review count and star total move in the same transaction, so cards agree with the reviews.
 */
export async function reviewServiceRequest(
  ctx: ServiceContext,
  input: { id: string; rating: number; comment: string },
): Promise<ServiceReview> {
  const actor = requirePermission(ctx, 'review:service-request:own');
  if (!isServiceId(input.id)) throw new AppError('NOT_FOUND', serviceTexts.notFound.request);
  return ctx.db.transaction(async (tx) => {
    const found = await lockRequest(tx, input.id);
    if (!found || found.customerUserId !== actor.userId) {
      throw new AppError('NOT_FOUND', serviceTexts.notFound.request);
    }
    if (found.status !== 'completed') throw new AppError('CONFLICT', serviceTexts.conflict.notCompleted);
    // The row lock above serialises reviews of one request, so this check cannot race; the unique index
    // (service_reviews_request_id_idx) stays as the last word.
    const [existing] = await tx
      .select({ id: serviceReviews.id })
      .from(serviceReviews)
      .where(eq(serviceReviews.requestId, input.id));
    if (existing) throw new AppError('CONFLICT', serviceTexts.conflict.alreadyReviewed);
    const [review] = await tx
      .insert(serviceReviews)
      .values({
        requestId: input.id,
        providerId: found.providerId,
        customerUserId: actor.userId,
        rating: input.rating,
        comment: input.comment,
        createdAt: ctx.now(),
      })
      .returning({ id: serviceReviews.id });
    await tx
      .update(serviceProviders)
      .set({
        reviewCount: sql`${serviceProviders.reviewCount} + 1`,
        ratingTotal: sql`${serviceProviders.ratingTotal} + ${input.rating}`,
      })
      .where(eq(serviceProviders.id, found.providerId));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'service_review.created',
      subjectType: 'service_review',
      subjectId: review!.id,
      details: { requestId: input.id, providerId: found.providerId, rating: input.rating },
    });
    const saved = toServiceRequest(await loadRequest(tx, input.id)).review;
    if (!saved) throw new Error(`Review of ${input.id} vanished inside its own transaction`);
    return saved;
  });
}
