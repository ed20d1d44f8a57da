import { count, desc } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { contactMessages } from '../../db/schema/index';
import type { ActivityItem, OverviewDashboard } from './dashboard-data';
import { requireDashboard } from './dashboard-access';
import { overviewQueries } from './dashboard-counts';

const recentLimit = 8;

/** The staff overview: what is on ABODE and what happened lately (messages, accounts, tenant links). */
export async function getOverviewDashboard(ctx: ServiceContext): Promise<OverviewDashboard> {
  requireDashboard(ctx, 'overview');
  const [listings, rentals, accounts, [messages], latestMessages, newestAccounts, newestLinks] =
    await Promise.all([
      overviewQueries.liveListings(ctx.db),
      overviewQueries.activeRentals(ctx.db),
      overviewQueries.accounts(ctx.db),
      ctx.db.select({ n: count() }).from(contactMessages),
      ctx.db
        .select({ id: contactMessages.id, name: contactMessages.name, createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt))
        .limit(recentLimit),
      overviewQueries.newestAccounts(ctx.db, recentLimit),
      overviewQueries.newestTenantLinks(ctx.db, recentLimit),
    ]);
  const recentActivity: ActivityItem[] = [
    ...latestMessages.map((row) => ({
      id: `contact-message:${row.id}`,
      kind: 'contact-message' as const,
      title: row.name,
      detail: null,
      at: row.createdAt,
    })),
    ...newestAccounts.map((row) => ({
      id: `account:${row.id}`,
      kind: 'account' as const,
      title: row.name,
      detail: null,
      at: row.createdAt,
    })),
    ...newestLinks.map((row) => ({
      id: `tenant-link:${row.id}`,
      kind: 'tenant-link' as const,
      title: row.tenantName,
      detail: row.propertyName,
      at: row.createdAt,
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, recentLimit)
    .map((item) => ({ ...item, at: item.at.toISOString() }));
  return {
    listings,
    rentals,
    accounts,
    contactMessages: Number(messages?.n ?? 0),
    recentActivity,
  };
}
