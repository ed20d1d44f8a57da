import { gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { chatStaffPresence } from '../../db/schema/index';

/** A staff member counts as online this long after their inbox's last beat (it beats every 10 s). */
export const staffOnlineSeconds = 30;
export const staffBeatMs = 10_000;

/** Records that `userId` has the inbox open now (on any instance: the row is in the shared database). */
export async function markStaffOnline(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .insert(chatStaffPresence)
    .values({ userId, seenAt: now })
    .onConflictDoUpdate({ target: chatStaffPresence.userId, set: { seenAt: now } });
}

/** The inbox was closed: `userId` is offline at once rather than when the beat grows old. */
export async function markStaffOffline(db: Database, userId: string): Promise<void> {
  await db.delete(chatStaffPresence).where(sql`${chatStaffPresence.userId} = ${userId}`);
}

export async function anyStaffOnline(db: Database | Transaction, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - staffOnlineSeconds * 1000);
  const [row] = await db
    .select({ userId: chatStaffPresence.userId })
    .from(chatStaffPresence)
    .where(gt(chatStaffPresence.seenAt, since))
    .limit(1);
  return Boolean(row);
}
