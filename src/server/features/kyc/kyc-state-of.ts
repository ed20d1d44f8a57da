import { eq } from 'drizzle-orm';
import { requiredKycCategories } from '@common/kyc/kyc-documents';
import type { KycState } from '@common/user-admin/user-admin-contracts';
import type { Database, Transaction } from '../../db/client';
import { kycDocuments } from '../../db/schema/index';

/**
 * Where a user's identity check stands, for the back office: approved when every required document is
 * (isKycApproved), rejected when a required one was rejected, pending while any document waits, else not
 * started.
 */
export async function kycStateOf(db: Database | Transaction, userId: string): Promise<KycState> {
  const rows = await db
    .select({ category: kycDocuments.documentCategory, status: kycDocuments.status })
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId));
  const required = rows.filter((row) => (requiredKycCategories as readonly string[]).includes(row.category));
  const approved = new Set(required.filter((row) => row.status === 'approved').map((row) => row.category));
  if (requiredKycCategories.every((category) => approved.has(category))) return 'approved';
  if (required.some((row) => row.status === 'rejected')) return 'rejected';
  if (rows.some((row) => row.status === 'pending')) return 'pending';
  return 'not_started';
}
