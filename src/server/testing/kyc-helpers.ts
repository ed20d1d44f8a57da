import { requiredKycCategories } from '@common/kyc/kyc-documents';
import { kycDocuments } from '../db/schema/index';
import type { TestApp } from './test-app';

/** Marks the user's required KYC documents approved straight in the database (as a reviewer would). */
export async function approveKyc(t: TestApp, userId: string): Promise<void> {
  await t.database.db
    .insert(kycDocuments)
    .values(
      requiredKycCategories.map((category) => ({
        userId,
        documentType: 'National ID',
        documentCategory: category,
        documentPath: `profile_documents/${userId}/${category}/approved.jpg`,
        fileLabel: `${category}.jpg`,
        contentType: 'image/jpeg',
        sizeBytes: 1_000,
        status: 'approved',
        reviewedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}
