import { desc } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { serviceProviders } from '../../db/schema/index';
import { selectListedProviders } from './provider-rows';

/** Every listed provider for the sitemap. */
export async function listProviderPages(ctx: ServiceContext): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await selectListedProviders(ctx.db).orderBy(desc(serviceProviders.createdAt)).limit(45_000);
  return rows.map((row) => ({ id: row.id, updatedAt: row.createdAt }));
}
