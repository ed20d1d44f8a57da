import { eq } from 'drizzle-orm';
import { findLocation } from '@common/locations/locations';
import { isServiceId, providerReviewsShown, type ProviderDetail } from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import type { ServiceContext } from '../../context';
import { serviceProviders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { selectListedProviders, toProviderSummary, type ProviderRow } from './provider-rows';
import { selectProviderReviews } from './review-rows';

/** The provider page's areas: each served area with its city, in the provider's order. */
export function areasServed(areas: readonly string[]): ProviderDetail['areasServed'] {
  return areas.map((name) => ({ name, city: findLocation(name)?.city ?? '' }));
}

export function toProviderDetail(row: ProviderRow): Omit<ProviderDetail, 'reviews'> {
  return {
    ...toProviderSummary(row),
    areasServed: areasServed(row.areas),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/services/providers/:id: a listed provider's page, open to everyone. A profile that is not listed
 * (phone unverified, role taken away) is the same 404 as one that does not exist.
 */
export async function getServiceProvider(
  ctx: ServiceContext,
  input: { id: string },
): Promise<ProviderDetail> {
  if (!isServiceId(input.id)) throw new AppError('NOT_FOUND', serviceTexts.notFound.provider);
  const [row] = await selectListedProviders(ctx.db).where(eq(serviceProviders.id, input.id));
  if (!row) throw new AppError('NOT_FOUND', serviceTexts.notFound.provider);
  const reviews = await selectProviderReviews(ctx.db, row.id, providerReviewsShown);
  return { ...toProviderDetail(row), reviews };
}
