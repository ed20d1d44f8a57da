import { eq } from 'drizzle-orm';
import { accountTypes, type AccountType } from '@common/auth/account-types';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/index';

/** The account type the user chose at sign-up, or null when they have no profile. */
export async function findAccountType(db: Database, userId: string): Promise<AccountType | null> {
  const [row] = await db
    .select({ accountType: profiles.accountType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const value = row?.accountType;
  return value && (accountTypes as readonly string[]).includes(value) ? (value as AccountType) : null;
}
