import { desc } from 'drizzle-orm';
import type { ContactMessage, ContactInterest } from '@common/contact/contact-message';
import { requirePermission, type ServiceContext } from '../../context';
import { contactMessages } from '../../db/schema/index';

export async function listContactMessages(
  ctx: ServiceContext,
  input: { limit: number },
): Promise<ContactMessage[]> {
  requirePermission(ctx, 'read:contact-message:any');
  const rows = await ctx.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(input.limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    interest: row.interest as ContactInterest,
    message: row.message,
    consent: row.marketingConsent,
    createdAt: row.createdAt.toISOString(),
  }));
}
