import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AccountType } from '@common/auth/account-types';
import {
  kycCategories,
  kycCategoriesFor,
  kycDocumentTypes,
  type KycCategory,
  type KycDocument,
} from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';
import { requireActor, type ServiceContext } from '../../context';
import { kycDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { storeObjectWithRow } from '../../lib/storage/storage-orphans';
import { findAccountType } from './find-account-type';
import { inspectDocumentFile, sanitizeFileLabel } from './inspect-document-file';
import { toKycDocument } from './kyc-document-row';
import type { UploadForm } from '../../http/read-upload-form';

export interface Uploader {
  userId: string;
  accountType: AccountType | null;
}

/** Checked before the body is read, so an anonymous upload costs nothing: 401 'User not authenticated'. */
export async function prepareKycUpload(ctx: ServiceContext): Promise<Uploader> {
  const actor = requireActor(ctx, kycMessages.notAuthenticated);
  return { userId: actor.userId, accountType: await findAccountType(ctx.db, actor.userId) };
}

export function kycObjectKey(userId: string, category: KycCategory, extension: string): string {
  return `profile_documents/${userId}/${category}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * Stores one document for the signed-in user, replacing their earlier one in the same category. Every check
 * runs before anything is written. The object and its row are stored together (storeObjectWithRow): if the row
 * fails the object is removed again, a replaced object is removed only once the new row is committed, and a
 * crash at any point leaves no row without its object and no object without its row after the next start.
 */
export async function uploadKycDocument(
  ctx: ServiceContext,
  { uploader, form }: { uploader: Uploader; form: UploadForm },
): Promise<KycDocument> {
  const category = checkCategory(form.fields.category, uploader.accountType);
  const file = form.file;
  if (!file) throw new AppError('BAD_REQUEST', kycMessages.fileRequired);
  if (file.bytes.length === 0) throw new AppError('BAD_REQUEST', kycMessages.emptyFile);
  const inspection = await inspectDocumentFile(file.bytes, file.declaredType);
  if (!inspection.ok) throw new AppError('BAD_REQUEST', inspection.message);

  const key = kycObjectKey(uploader.userId, category, inspection.extension);
  let replaced = false;
  const saved = await storeObjectWithRow(
    ctx.db,
    ctx.storage,
    ctx.logger,
    // What was inspected and, for an image, rewritten: never the bytes as sent.
    {
      key,
      body: inspection.bytes,
      options: { contentType: inspection.contentType, cacheControl: 'private, max-age=3600' },
    },
    async (tx) => {
      // One upload per user and category at a time, so two racing uploads cannot orphan each other's object.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kyc:${uploader.userId}:${category}`}))`);
      const [existing] = await tx
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.userId, uploader.userId), eq(kycDocuments.documentCategory, category)))
        .for('update');
      if (existing?.status === 'approved') throw new AppError('CONFLICT', kycMessages.alreadyApproved);
      const now = ctx.now();
      const values = {
        documentType: kycDocumentTypes[category],
        documentPath: key,
        fileLabel: sanitizeFileLabel(file.fileName),
        contentType: inspection.contentType,
        sizeBytes: inspection.bytes.length,
        status: 'pending',
        reviewerId: null,
        reviewedAt: null,
        rejectionReason: null,
        updatedAt: now,
      };
      const [row] = existing
        ? await tx.update(kycDocuments).set(values).where(eq(kycDocuments.id, existing.id)).returning()
        : await tx
            .insert(kycDocuments)
            .values({ ...values, userId: uploader.userId, documentCategory: category, createdAt: now })
            .returning();
      await recordAuditEvent(tx, {
        actorUserId: uploader.userId,
        action: existing ? 'kyc_document.replaced' : 'kyc_document.uploaded',
        subjectType: 'kyc_document',
        subjectId: row!.id,
        details: { category, contentType: inspection.contentType, sizeBytes: inspection.bytes.length },
      });
      replaced = Boolean(existing);
      return { result: row!, release: existing ? [existing.documentPath] : [] };
    },
  );
  ctx.logger.info({ kycDocumentId: saved.id, category, replaced }, 'KYC document stored');
  return toKycDocument(saved);
}

function checkCategory(value: string | undefined, accountType: AccountType | null): KycCategory {
  if (!value) throw new AppError('BAD_REQUEST', kycMessages.categoryRequired);
  if (!(kycCategories as readonly string[]).includes(value)) {
    throw new AppError('BAD_REQUEST', kycMessages.unknownCategory);
  }
  const category = value as KycCategory;
  if (!kycCategoriesFor(accountType).includes(category)) {
    throw new AppError('BAD_REQUEST', kycMessages.categoryNotForAccount(category, accountType ?? 'tenant'));
  }
  return category;
}
