import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { maskedName } from '@common/payments/send-rules';
import type { TransferRecipient } from '@common/payments/transfer-contracts';
import type { Database, Transaction } from '../../db/client';
import { profiles } from '../../db/schema/index';

export interface TransferPerson extends TransferRecipient {
  userId: string;
  /** Whether the person's phone is proved: only then can they send or receive. */
  verified: boolean;
}

/** The ABODE account whose verified phone is `phone`, or null. */
export async function personByPhone(
  db: Database | Transaction,
  phone: string,
): Promise<TransferPerson | null> {
  const [row] = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(and(eq(profiles.phone, phone), isNotNull(profiles.phoneVerifiedAt)));
  if (!row) return null;
  return { userId: row.id, phone, name: maskedName(`${row.firstName} ${row.lastName}`), verified: true };
}

/** People by id, with their masked names and phones (for views and notices). */
export async function peopleById(
  db: Database | Transaction,
  ids: readonly string[],
): Promise<Map<string, TransferPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      verifiedAt: profiles.phoneVerifiedAt,
    })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        userId: row.id,
        phone: row.phone ?? '',
        name: maskedName(`${row.firstName} ${row.lastName}`),
        verified: row.verifiedAt !== null && row.phone !== null,
      },
    ]),
  );
}
