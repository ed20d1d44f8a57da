import type { OverviewDashboard } from '@common/dashboards/overview-dashboard';
import type { ServiceContext } from '../../context';
import { getContactActivity } from '../contact';
import { getAccountActivity } from '../identity';
import { countLiveListings } from '../listings';
import { getTenancyActivity } from '../tenancy';
import { requireDashboard } from './dashboard-access';

const recentLimit = 8;

/**
 * The staff overview: what is on ABODE and what happened lately (messages, accounts, tenant links). Each
 * figure comes from the feature that owns it; this only merges the newest of each into one timeline.
 */
export async function getOverviewDashboard(ctx: ServiceContext): Promise<OverviewDashboard> {
  requireDashboard(ctx, 'overview');
  const [listings, tenancy, accounts, contact] = await Promise.all([
    countLiveListings(ctx),
    getTenancyActivity(ctx, { limit: recentLimit }),
    getAccountActivity(ctx, { limit: recentLimit }),
    getContactActivity(ctx, { limit: recentLimit }),
  ]);
  // ISO-8601 instants in UTC sort as text.
  const recentActivity = [...contact.recent, ...accounts.recent, ...tenancy.recent]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, recentLimit);
  return {
    listings,
    rentals: tenancy.rentals,
    accounts: accounts.accounts,
    contactMessages: contact.messages,
    recentActivity,
  };
}
