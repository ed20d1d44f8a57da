import { and, eq } from 'drizzle-orm';
import {
  notificationKinds,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferences,
} from '@common/notifications/notification-contracts';
import { requireActor, type ServiceContext } from '../../context';
import type { Database, Transaction } from '../../db/client';
import { notificationPreferences } from '../../db/schema/index';

/** Every kind with the signed-in person's choice (no row: both channels on). */
export async function getNotificationPreferences(ctx: ServiceContext): Promise<NotificationPreferences> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, actor.userId));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return {
    preferences: notificationKinds.map((kind) => ({
      kind,
      inApp: chosen.get(kind)?.inApp ?? true,
      sms: chosen.get(kind)?.sms ?? true,
    })),
  };
}

/** Saves the kinds given, in one transaction; answers every kind as it now stands. */
export async function saveNotificationPreferences(
  ctx: ServiceContext,
  input: { preferences: NotificationPreference[] },
): Promise<NotificationPreferences> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    for (const { kind, inApp, sms } of input.preferences) {
      await tx
        .insert(notificationPreferences)
        .values({ userId: actor.userId, kind, inApp, sms })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { inApp, sms },
        });
    }
  });
  return getNotificationPreferences(ctx);
}

/**
 * Whether `userId` takes SMS about `kind`: every sender of an SMS for an event asks this first. Codes and
 * emergencies never ask.
 */
export async function wantsSms(
  db: Database | Transaction,
  userId: string,
  kind: NotificationKind,
): Promise<boolean> {
  const [row] = await db
    .select({ sms: notificationPreferences.sms })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.sms ?? true;
}
