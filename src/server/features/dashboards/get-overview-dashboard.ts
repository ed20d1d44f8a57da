import type { OverviewDashboard } from '@common/dashboards/overview-dashboard';
import type { ServiceContext } from '../../context';
import { countContactMessages } from '../contact';
import { countAccounts } from '../identity';
import { requireDashboard } from './dashboard-access';

/**
 * The staff figures on the generic dashboard: accounts and contact messages, each from the feature that owns
 * it. The user's own listings, rentals and activity come from their own endpoints (hosting summary,
 * tenancies, /api/dashboards/activity).
 */
export async function getOverviewDashboard(ctx: ServiceContext): Promise<OverviewDashboard> {
  requireDashboard(ctx, 'overview');
  const [accounts, contactMessages] = await Promise.all([countAccounts(ctx), countContactMessages(ctx)]);
  return { accounts, contactMessages };
}
