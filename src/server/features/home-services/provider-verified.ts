import { and, count, eq, inArray } from 'drizzle-orm';
import { requiredKycCategories } from '@common/kyc/kyc-documents';
import type { Database, Transaction } from '../../db/client';
import { kycDocuments } from '../../db/schema/index';

/** One account's 'Verified Provider' answer, by the same rule as the search (see provider-rows.ts). */
export async function providerVerified(db: Database | Transaction, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ approved: count() })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.userId, userId),
        eq(kycDocuments.status, 'approved'),
        inArray(kycDocuments.documentCategory, [...requiredKycCategories]),
      ),
    );
  return (row?.approved ?? 0) === requiredKycCategories.length;
}
