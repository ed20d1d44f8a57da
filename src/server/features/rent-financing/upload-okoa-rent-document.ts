import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  okoaRentDocumentCategories,
  type OkoaRentDocument,
  type OkoaRentDocumentCategory,
} from '@common/financing/okoa-rent-contracts';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { okoaRentDocuments } from '../../db/schema/index';
import type { UploadForm } from '../../http/read-upload-form';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { storeObjectWithRow } from '../../lib/storage/storage-orphans';
import { inspectDocumentFile, sanitizeFileLabel } from '../kyc';
import { toDocument } from './okoa-rent-rows';

const t = okoaRentTexts;

function formCategory(form: UploadForm): OkoaRentDocumentCategory {
  const category = form.fields.category;
  if (!category || !(okoaRentDocumentCategories as readonly string[]).includes(category)) {
    throw new AppError('VALIDATION_FAILED', `category: ${t.validation.categoryInvalid}`, {
      fields: { category: t.validation.categoryInvalid },
    });
  }
  return category as OkoaRentDocumentCategory;
}

/** Checked before the body is read: an upload by someone who may not apply costs nothing. */
export function prepareOkoaRentUpload(ctx: ServiceContext): void {
  requirePermission(ctx, 'apply:rent-financing:own');
}

/**
 * POST /api/rent-financing/documents (multipart: category, file): one of the spec's documents for the next
 * Okoa Rent application, replacing an earlier one of that category not yet sent. Checked as KYC documents are
 * (a JPEG, PNG or PDF that really is one; images rewritten without metadata) and stored privately: only the
 * tenant and the financing officers read it.
 */
export async function uploadOkoaRentDocument(
  ctx: ServiceContext,
  { readForm }: { readForm: () => Promise<UploadForm> },
): Promise<OkoaRentDocument> {
  const actor = requirePermission(ctx, 'apply:rent-financing:own');
  const form = await readForm();
  const category = formCategory(form);
  const file = form.file;
  if (!file) throw new AppError('BAD_REQUEST', t.upload.noFile);
  if (file.bytes.length === 0) throw new AppError('BAD_REQUEST', t.upload.emptyFile);
  const inspection = await inspectDocumentFile(file.bytes, file.declaredType);
  if (!inspection.ok) throw new AppError('BAD_REQUEST', inspection.message);
  const key = `okoa_rent_documents/${actor.userId}/${category}/${randomBytes(16).toString('hex')}.${inspection.extension}`;
  return storeObjectWithRow(
    ctx.db,
    ctx.storage,
    ctx.logger,
    {
      key,
      body: inspection.bytes,
      options: { contentType: inspection.contentType, cacheControl: 'private, no-store' },
    },
    async (tx) => {
      const [existing] = await tx
        .select()
        .from(okoaRentDocuments)
        .where(
          and(
            eq(okoaRentDocuments.userId, actor.userId),
            eq(okoaRentDocuments.category, category),
            isNull(okoaRentDocuments.applicationId),
          ),
        )
        .for('update');
      const values = {
        documentPath: key,
        fileLabel: sanitizeFileLabel(file.fileName),
        contentType: inspection.contentType,
        sizeBytes: inspection.bytes.length,
        createdAt: ctx.now(),
      };
      const [row] = existing
        ? await tx
            .update(okoaRentDocuments)
            .set(values)
            .where(eq(okoaRentDocuments.id, existing.id))
            .returning()
        : await tx
            .insert(okoaRentDocuments)
            .values({ ...values, userId: actor.userId, category })
            .returning();
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: existing ? 'okoa_rent.document_replaced' : 'okoa_rent.document_uploaded',
        subjectType: 'okoa_rent_document',
        subjectId: row!.id,
        details: { category, contentType: inspection.contentType, sizeBytes: inspection.bytes.length },
      });
      return { result: toDocument(row!), release: existing ? [existing.documentPath] : [] };
    },
  );
}
