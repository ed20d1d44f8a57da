import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/index';

/** The user's phone once proved by its code; texts go nowhere else. */
export async function verifiedPhoneOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: profiles.phone })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.phoneVerifiedAt)));
  return row?.phone ?? null;
}
