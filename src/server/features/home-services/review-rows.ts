import { desc, eq } from 'drizzle-orm';
import type { ServiceReview } from '@common/services/service-contracts';
import type { Database, Transaction } from '../../db/client';
import { profiles, serviceRequests, serviceReviews } from '../../db/schema/index';

export const reviewColumns = {
  id: serviceReviews.id,
  requestId: serviceReviews.requestId,
  rating: serviceReviews.rating,
  comment: serviceReviews.comment,
  createdAt: serviceReviews.createdAt,
  category: serviceRequests.category,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

export interface ReviewRow {
  id: string;
  requestId: string;
  rating: number;
  comment: string;
  createdAt: Date;
  category: ServiceReview['category'];
  firstName: string | null;
  lastName: string | null;
}

/** "Wanjiru K.": a review names its author without giving their full name to everyone. */
export function reviewerName(firstName: string | null, lastName: string | null): string {
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return [firstName?.trim() || 'A customer', initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

export function toServiceReview(row: ReviewRow): ServiceReview {
  return {
    id: row.id,
    requestId: row.requestId,
    rating: row.rating,
    comment: row.comment,
    reviewerName: reviewerName(row.firstName, row.lastName),
    category: row.category,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A provider's reviews, newest first (service_reviews_provider_idx). */
export async function selectProviderReviews(
  db: Database | Transaction,
  providerId: string,
  limit?: number,
): Promise<ServiceReview[]> {
  const query = db
    .select(reviewColumns)
    .from(serviceReviews)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceReviews.requestId))
    .leftJoin(profiles, eq(profiles.id, serviceReviews.customerUserId))
    .where(eq(serviceReviews.providerId, providerId))
    .orderBy(desc(serviceReviews.createdAt), desc(serviceReviews.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toServiceReview);
}
