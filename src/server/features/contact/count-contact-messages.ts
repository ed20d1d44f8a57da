import { count } from 'drizzle-orm';
import { requirePermission, type ServiceContext } from '../../context';
import { contactMessages } from '../../db/schema/index';

/** For the staff overview: how many messages came through the contact form. */
export async function countContactMessages(ctx: ServiceContext): Promise<number> {
  requirePermission(ctx, 'read:contact-message:any');
  const [messages] = await ctx.db.select({ n: count() }).from(contactMessages);
  return Number(messages?.n ?? 0);
}
