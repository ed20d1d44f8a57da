import { and, eq, inArray } from 'drizzle-orm';
import { requiredKycCategories } from '@common/kyc/kyc-documents';
import type { Database, Transaction } from '../../db/client';
import { kycDocuments } from '../../db/schema/index';

/** Whether a reviewer approved every required KYC document of the user (ID front, ID back and selfie). */
export async function isKycApproved(db: Database | Transaction, userId: string): Promise<boolean> {
  const approved = await db
    .select({ category: kycDocuments.documentCategory })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.userId, userId),
        eq(kycDocuments.status, 'approved'),
        inArray(kycDocuments.documentCategory, [...requiredKycCategories]),
      ),
    );
  const have = new Set(approved.map((row) => row.category));
  return requiredKycCategories.every((category) => have.has(category));
}
