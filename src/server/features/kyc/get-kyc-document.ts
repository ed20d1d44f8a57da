import type { Readable } from 'node:stream';
import type { KycDocument } from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';
import { requireActor, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { findReadableKycDocument } from './find-readable-kyc-document';
import { toKycDocument } from './kyc-document-row';

/** One document's metadata, for its owner or a reviewer. */
export async function getKycDocument(ctx: ServiceContext, { id }: { id: string }): Promise<KycDocument> {
  const actor = requireActor(ctx, kycMessages.notAuthenticated);
  return toKycDocument(await findReadableKycDocument(ctx.db, actor, { id }));
}

export interface KycDocumentFile {
  body: Readable;
  size: number;
  contentType: string;
  fileLabel: string;
}

/**
 * The document's bytes for its owner or a reviewer; every view is written to the audit log first. The stored
 * content type comes from the row (decided from the bytes at upload), never from the storage service.
 */
export async function getKycDocumentFile(
  ctx: ServiceContext,
  { where, disposition }: { where: { id: string } | { path: string }; disposition: 'inline' | 'attachment' },
): Promise<KycDocumentFile> {
  const actor = requireActor(ctx, kycMessages.notAuthenticated);
  const row = await findReadableKycDocument(ctx.db, actor, where);
  await recordAuditEvent(ctx.db, {
    actorUserId: actor.userId,
    action: 'kyc_document.viewed',
    subjectType: 'kyc_document',
    subjectId: row.id,
    details: { ownerUserId: row.userId, category: row.documentCategory, disposition },
  });
  const object = await ctx.storage.get(row.documentPath);
  if (!object) {
    ctx.logger.error(
      { kycDocumentId: row.id, path: row.documentPath },
      'A KYC document has no stored object',
    );
    throw new AppError('NOT_FOUND', kycMessages.notFound);
  }
  return { body: object.body, size: object.size, contentType: row.contentType, fileLabel: row.fileLabel };
}
