import { count, desc } from 'drizzle-orm';
import type { ActivityItem } from '@common/dashboards/overview-dashboard';
import { requirePermission, type ServiceContext } from '../../context';
import { contactMessages } from '../../db/schema/index';

/** For the staff overview: how many messages came through the contact form, and the newest ones. */
export async function getContactActivity(
  ctx: ServiceContext,
  input: { limit: number },
): Promise<{ messages: number; recent: ActivityItem[] }> {
  requirePermission(ctx, 'read:contact-message:any');
  const [[messages], newest] = await Promise.all([
    ctx.db.select({ n: count() }).from(contactMessages),
    ctx.db
      .select({ id: contactMessages.id, name: contactMessages.name, createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(input.limit),
  ]);
  return {
    messages: Number(messages?.n ?? 0),
    recent: newest.map((row) => ({
      id: `contact-message:${row.id}`,
      kind: 'contact-message',
      title: row.name,
      detail: null,
      at: row.createdAt.toISOString(),
    })),
  };
}
