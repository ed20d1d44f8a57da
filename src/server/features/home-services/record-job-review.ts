import { sql, eq } from 'drizzle-orm';
import type { ServiceCategory } from '@common/services/service-categories';
import type { Transaction } from '../../db/client';
import { serviceProviders, serviceRequests, serviceReviews } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';

/**
 * A job done outside a booking (a maintenance request's repair) kept as a completed service request of the
 * customer's with their review, in the caller's transaction: the provider's page, 'My Ratings' and the
 * search's rating order count it like any other review, and the customer sees it with their requests.
 */
export async function recordJobReview(
  tx: Transaction,
  input: {
    providerId: string;
    customerUserId: string;
    category: ServiceCategory | null;
    description: string;
    propertyId: string;
    doneAt: Date;
    rating: number;
    comment: string;
  },
): Promise<void> {
  const [request] = await tx
    .insert(serviceRequests)
    .values({
      providerId: input.providerId,
      customerUserId: input.customerUserId,
      category: input.category,
      description: input.description,
      propertyId: input.propertyId,
      scheduledAt: input.doneAt,
      status: 'completed',
      createdAt: input.doneAt,
      updatedAt: input.doneAt,
    })
    .returning({ id: serviceRequests.id });
  const [review] = await tx
    .insert(serviceReviews)
    .values({
      requestId: request!.id,
      providerId: input.providerId,
      customerUserId: input.customerUserId,
      rating: input.rating,
      comment: input.comment,
      createdAt: input.doneAt,
    })
    .returning({ id: serviceReviews.id });
  await tx
    .update(serviceProviders)
    .set({
      reviewCount: sql`${serviceProviders.reviewCount} + 1`,
      ratingTotal: sql`${serviceProviders.ratingTotal} + ${input.rating}`,
    })
    .where(eq(serviceProviders.id, input.providerId));
  await recordAuditEvent(tx, {
    actorUserId: input.customerUserId,
    action: 'service_review.created',
    subjectType: 'service_review',
    subjectId: review!.id,
    details: { requestId: request!.id, providerId: input.providerId, rating: input.rating },
  });
}
