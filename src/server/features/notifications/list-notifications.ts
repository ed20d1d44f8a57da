import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type {
  AppNotification,
  NotificationKind,
  NotificationList,
  UnreadNotifications,
} from '@common/notifications/notification-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { notifications } from '../../db/schema/index';

const toNotification = (row: typeof notifications.$inferSelect): AppNotification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  sw: row.titleSw === null ? null : { title: row.titleSw, body: row.bodySw ?? row.body },
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

async function unreadCount(ctx: ServiceContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The signed-in person's notifications, newest first, a page at a time, with the unread count. */
export async function listNotifications(
  ctx: ServiceContext,
  input: { before?: string; limit: number },
): Promise<NotificationList> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, actor.userId),
        input.before ? lt(notifications.createdAt, new Date(input.before)) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return {
    unread: await unreadCount(ctx, actor.userId),
    items: page.map(toNotification),
    nextBefore: rows.length > input.limit ? page.at(-1)!.createdAt.toISOString() : null,
  };
}

/** The bell's figure: unread count and the newest one's time. */
export async function getUnreadNotifications(ctx: ServiceContext): Promise<UnreadNotifications> {
  const actor = requireActor(ctx);
  const [latest] = await ctx.db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(eq(notifications.userId, actor.userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return {
    unread: await unreadCount(ctx, actor.userId),
    latest: latest?.createdAt.toISOString() ?? null,
  };
}
