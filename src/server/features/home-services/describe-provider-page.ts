import { desc } from 'drizzle-orm';
import type { ProviderDetail } from '@common/services/service-contracts';
import type { ServiceContext } from '../../context';
import { serviceProviders } from '../../db/schema/index';
import { readListedProvider } from './get-service-provider';
import { selectListedProviders } from './provider-rows';

/**
 * A listed provider for their page as the server writes it: the link preview's head and the page drawn with
 * it, the same answer as GET /api/services/providers/:id; null as the page's 404.
 */
export async function describeProviderPage(
  ctx: ServiceContext,
  input: { id: string },
): Promise<ProviderDetail | null> {
  return readListedProvider(ctx, input.id);
}

/** Every listed provider for the sitemap. */
export async function listProviderPages(ctx: ServiceContext): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await selectListedProviders(ctx.db).orderBy(desc(serviceProviders.createdAt)).limit(45_000);
  return rows.map((row) => ({ id: row.id, updatedAt: row.createdAt }));
}
