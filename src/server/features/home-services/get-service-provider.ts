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
 * A listed provider as GET /api/services/providers/:id answers it; null for any other id. The server also
 * reads it so for the provider's page (its link preview and the page drawn with it).
 */
export async function readListedProvider(ctx: ServiceContext, id: string): Promise<ProviderDetail | null> {
  if (!isServiceId(id)) return null;
  const [row] = await selectListedProviders(ctx.db).where(eq(serviceProviders.id, id));
  if (!row) return null;
  const reviews = await selectProviderReviews(ctx.db, row.id, providerReviewsShown);
  return { ...toProviderDetail(row), reviews };
}

/**
 * GET /api/services/providers/:id: a listed provider's page, open to everyone. A profile that is not listed
 * (phone unverified, role taken away) is the same 404 as one that does not exist.
 */
export async function getServiceProvider(
  ctx: ServiceContext,
  input: { id: string },
): Promise<ProviderDetail> {
  const provider = await readListedProvider(ctx, input.id);
  if (!provider) throw new AppError('NOT_FOUND', serviceTexts.notFound.provider);
  return provider;
}
