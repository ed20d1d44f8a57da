import { and, eq, isNotNull } from 'drizzle-orm';
import { defaultLocale, isLocale, type Locale } from '@common/i18n/locale';
import type { Database, Transaction } from '../db/client';
import { profiles, users } from '../db/schema/index';

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

/**
 * The language of a text to a phone number that may have no account behind it (a visitor's, an office
 * line's): the account's whose verified phone it is; otherwise the language the person asked in (the page's,
 * sent with the request), when known; otherwise English.
 */
export async function phoneLocale(
  db: Database | Transaction,
  phone: string,
  asked?: Locale | null,
): Promise<Locale> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.phone, phone), isNotNull(profiles.phoneVerifiedAt)))
    .limit(1);
  if (isLocale(row?.locale)) return row.locale;
  return asked ?? defaultLocale;
}
