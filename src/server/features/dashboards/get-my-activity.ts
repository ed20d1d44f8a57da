import type { MyActivity } from '@common/dashboards/overview-dashboard';
import { requireActor, type ServiceContext } from '../../context';
import { listNotifications } from '../notifications';
import { getTenantLinkActivity } from '../tenancy';

const recentLimit = 8;

/**
 * GET /api/dashboards/activity: the signed-in user's own recent events, newest first, for every dashboard's
 * Recent Activity. Read from what already records them, never a copy: their notifications (payments
 * received, applications, maintenance steps, notices, viewings, transfers…) and tenants' links to the
 * properties they let or look after, which notify nobody.
 */
export async function getMyActivity(ctx: ServiceContext): Promise<MyActivity> {
  requireActor(ctx);
  const [notifications, links] = await Promise.all([
    listNotifications(ctx, { limit: recentLimit }),
    getTenantLinkActivity(ctx, { limit: recentLimit }),
  ]);
  const items = [
    ...notifications.items.map((item) => ({
      id: `notification:${item.id}`,
      kind: item.kind,
      title: item.title,
      detail: item.body,
      link: item.link,
      at: item.createdAt,
    })),
    ...links,
  ]
    // ISO-8601 instants in UTC sort as text.
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, recentLimit);
  return { items };
}
