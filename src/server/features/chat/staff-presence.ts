import { eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { chatStaffPresence } from '../../db/schema/index';

/** A staff member counts as online this long after their inbox's last beat (it beats every 10 s). */
export const staffOnlineSeconds = 30;
export const staffBeatMs = 10_000;

/**
 * Records that an inbox of `userId` is open now (on any instance: the row is in the shared database). `id` is
 * the open inbox stream's own; a read of the inbox passes the user's id, a row of its own.
 */
export async function markStaffOnline(
  db: Database,
  presence: { id: string; userId: string },
  now: Date,
): Promise<void> {
  await db
    .insert(chatStaffPresence)
    .values({ ...presence, seenAt: now })
    .onConflictDoUpdate({ target: chatStaffPresence.id, set: { seenAt: now } });
}

/**
 * That inbox was closed: it stops counting at once rather than when its beat grows old. The person's other
 * open inboxes (another tab, another device) still count.
 */
export async function markStaffOffline(db: Database, id: string): Promise<void> {
  await db.delete(chatStaffPresence).where(eq(chatStaffPresence.id, id));
}

export async function anyStaffOnline(db: Database | Transaction, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - staffOnlineSeconds * 1000);
  const [row] = await db
    .select({ id: chatStaffPresence.id })
    .from(chatStaffPresence)
    .where(gt(chatStaffPresence.seenAt, since))
    .limit(1);
  return Boolean(row);
}
