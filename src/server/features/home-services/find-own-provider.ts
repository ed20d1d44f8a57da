import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { profiles, serviceProviders } from '../../db/schema/index';
import { selectAnyProvider, type ProviderRow } from './provider-rows';

/** The signed-in provider's own profile, listed or not; undefined before they first save 'My Services'. */
export async function findOwnProvider(
  db: Database | Transaction,
  userId: string,
): Promise<ProviderRow | undefined> {
  const [row] = await selectAnyProvider(db).where(eq(serviceProviders.userId, userId));
  return row;
}

/** Whether the owner's profile shows in search: a verified phone (the role is checked by the caller). */
export async function isPhoneVerified(db: Database | Transaction, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.phoneVerifiedAt)));
  return row !== undefined;
}
