import type { ProviderRatings } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { averageRating } from './provider-rows';
import { findOwnProvider } from './find-own-provider';
import { selectProviderReviews } from './review-rows';

/** GET /api/services/my-ratings: 'My Ratings', every review of the signed-in provider with the average. */
export async function getMyRatings(ctx: ServiceContext): Promise<ProviderRatings> {
  const actor = requirePermission(ctx, 'update:provider-profile:own');
  const provider = await findOwnProvider(ctx.db, actor.userId);
  if (!provider) return { average: null, count: 0, distribution: [0, 0, 0, 0, 0], reviews: [] };
  const reviews = await selectProviderReviews(ctx.db, provider.id);
  const distribution = [1, 2, 3, 4, 5].map(
    (stars) => reviews.filter((review) => review.rating === stars).length,
  );
  // From the reviews themselves, so the figure matches the list shown whatever the stored counters say.
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average: averageRating(reviews.length, total), count: reviews.length, distribution, reviews };
}
