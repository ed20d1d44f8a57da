import type { KycCategory, KycContentType, KycDocument, KycDocumentStatus } from '@common/kyc/kyc-documents';
import type { kycDocuments } from '../../db/schema/index';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export function toKycDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    category: row.documentCategory as KycCategory,
    documentType: row.documentType,
    path: row.documentPath,
    fileLabel: row.fileLabel,
    contentType: row.contentType as KycContentType,
    sizeBytes: row.sizeBytes,
    status: row.status as KycDocumentStatus,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
