import { desc, eq } from 'drizzle-orm';
import { isServiceId } from '@common/services/service-contracts';
import type { ServiceContext } from '../../context';
import { serviceProviders } from '../../db/schema/index';
import { selectListedProviders } from './provider-rows';

/** What a link to a provider's page shows before the page runs. */
export interface ProviderPageFacts {
  id: string;
  businessName: string;
  categories: readonly string[];
  city: string;
  description: string;
  verified: boolean;
}

/** A listed provider's facts for the link preview of /home-services/:id; null as its page's 404. */
export async function describeProviderPage(
  ctx: ServiceContext,
  input: { id: string },
): Promise<ProviderPageFacts | null> {
  if (!isServiceId(input.id)) return null;
  const [row] = await selectListedProviders(ctx.db).where(eq(serviceProviders.id, input.id));
  if (!row) return null;
  const { id, businessName, categories, city, description, verified } = row;
  return { id, businessName, categories, city, description, verified };
}

/** Every listed provider for the sitemap. */
export async function listProviderPages(ctx: ServiceContext): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await selectListedProviders(ctx.db).orderBy(desc(serviceProviders.createdAt)).limit(45_000);
  return rows.map((row) => ({ id: row.id, updatedAt: row.createdAt }));
}
