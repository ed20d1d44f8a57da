import { desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { smsOutbox } from '../../db/schema/index';

/** The outbox driver's messages to one phone, newest first (development and tests only). */
export async function listOutboxMessages(ctx: ServiceContext, input: { to: string; limit: number }) {
  const rows = await ctx.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.to, input.to))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(input.limit);
  return rows.map((row) => ({ to: row.to, text: row.text, createdAt: row.createdAt.toISOString() }));
}
