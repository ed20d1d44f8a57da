import { eq } from 'drizzle-orm';
import { defaultLocale, isLocale, type Locale } from '@common/i18n/locale';
import type { Database, Transaction } from '../db/client';
import { users } from '../db/schema/index';

/**
 * The language a person reads ABODE in (`users.locale`, chosen in the app), for the texts the server writes
 * them (SMS, receipts): English when there is no account behind it.
 */
export async function userLocale(
  db: Database | Transaction,
  userId: string | null | undefined,
): Promise<Locale> {
  if (!userId) return defaultLocale;
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.locale) ? row.locale : defaultLocale;
}
