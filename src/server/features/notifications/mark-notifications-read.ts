import { and, eq, isNull } from 'drizzle-orm';
import { notificationTexts as m } from '@common/notifications/notification-texts';
import { requireActor, type ServiceContext } from '../../context';
import { notifications } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';

/** Marks one of the signed-in person's notifications read; another's, or none, is 404. Reading twice is fine. */
export async function markNotificationRead(ctx: ServiceContext, input: { id: string }): Promise<void> {
  const actor = requireActor(ctx);
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', m.notFound);
  const [row] = await ctx.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  if (row.readAt) return;
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now() })
    .where(and(eq(notifications.id, input.id), isNull(notifications.readAt)));
}

/** Marks every unread notification of the signed-in person read. */
export async function markAllNotificationsRead(ctx: ServiceContext): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now() })
    .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)));
}
