import { and, desc, eq } from 'drizzle-orm';
import type { MarketingConsent } from '@common/privacy/privacy-contracts';
import type { Database, Transaction } from '../../db/client';
import { contactMessages, marketingConsentEvents, users } from '../../db/schema/index';

/**
 * The newest of: the profile's last choice (given or withdrawn), and consent ticked on the contact form from
 * the account's email. An unticked box on the form is not a withdrawal, so only ticked ones count.
 */
export async function marketingConsentInForce(
  db: Database | Transaction,
  userId: string,
): Promise<MarketingConsent> {
  // One after the other: inside a transaction the queries share one connection.
  const [event] = await db
    .select()
    .from(marketingConsentEvents)
    .where(eq(marketingConsentEvents.userId, userId))
    .orderBy(desc(marketingConsentEvents.recordedAt), desc(marketingConsentEvents.id))
    .limit(1);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [ticked] = user
    ? await db
        .select({ createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(and(eq(contactMessages.email, user.email), eq(contactMessages.marketingConsent, true)))
        .orderBy(desc(contactMessages.createdAt))
        .limit(1)
    : [];
  if (ticked && (!event || ticked.createdAt > event.recordedAt)) {
    return { consented: true, changedAt: ticked.createdAt.toISOString(), source: 'contact-form' };
  }
  if (event)
    return { consented: event.consented, changedAt: event.recordedAt.toISOString(), source: event.source };
  return { consented: false, changedAt: null, source: null };
}
