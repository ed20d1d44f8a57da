import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  rentAdvanceDocumentCategories,
  type RentAdvanceDocument,
  type RentAdvanceDocumentCategory,
} from '@common/financing/rent-advance-contracts';
import { rentAdvanceTexts } from '@common/financing/rent-advance-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { rentAdvanceDocuments } from '../../db/schema/index';
import type { UploadForm } from '../../http/read-upload-form';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { storeObjectWithRow } from '../../lib/storage/storage-orphans';
import { inspectDocumentFile, sanitizeFileLabel } from '../kyc';
import { toDocument } from './advance-rows';

const v = rentAdvanceTexts.validation;

function formCategory(form: UploadForm): RentAdvanceDocumentCategory {
  const category = form.fields.category;
  if (!category || !(rentAdvanceDocumentCategories as readonly string[]).includes(category)) {
    throw new AppError('VALIDATION_FAILED', `category: ${v.categoryInvalid}`, {
      fields: { category: v.categoryInvalid },
    });
  }
  return category as RentAdvanceDocumentCategory;
}

/**
 * POST /api/rent-advances/documents (multipart: category, file): one of the spec's documents for the
 * landlord's next application, replacing an earlier upload of that category not yet sent. Checked as KYC
 * documents are (a JPEG, PNG or PDF that really is one; images rewritten without metadata) and stored
 * privately: only the landlord and a financing officer read it.
 */
export async function uploadRentAdvanceDocument(
  ctx: ServiceContext,
  { readForm }: { readForm: () => Promise<UploadForm> },
): Promise<RentAdvanceDocument> {
  const actor = requirePermission(ctx, 'apply:rent-advance:own');
  const form = await readForm();
  const category = formCategory(form);
  const file = form.file;
  if (!file || file.bytes.length === 0) throw new AppError('BAD_REQUEST', v.documentRequired);
  const inspection = await inspectDocumentFile(file.bytes, file.declaredType);
  if (!inspection.ok) throw new AppError('BAD_REQUEST', inspection.message);
  const key = `rent_advance_documents/${actor.userId}/${category}/${randomBytes(16).toString('hex')}.${inspection.extension}`;
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
      const draft = and(
        eq(rentAdvanceDocuments.landlordId, actor.userId),
        eq(rentAdvanceDocuments.category, category),
        isNull(rentAdvanceDocuments.advanceId),
      );
      const [existing] = await tx.select().from(rentAdvanceDocuments).where(draft).for('update');
      const values = {
        documentPath: key,
        fileLabel: sanitizeFileLabel(file.fileName),
        contentType: inspection.contentType,
        sizeBytes: inspection.bytes.length,
        createdAt: ctx.now(),
      };
      const [row] = existing
        ? await tx
            .update(rentAdvanceDocuments)
            .set(values)
            .where(eq(rentAdvanceDocuments.id, existing.id))
            .returning()
        : await tx
            .insert(rentAdvanceDocuments)
            .values({ ...values, landlordId: actor.userId, category })
            .returning();
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: existing ? 'rent_advance.document_replaced' : 'rent_advance.document_uploaded',
        subjectType: 'rent_advance_document',
        subjectId: row!.id,
        details: { category, contentType: inspection.contentType, sizeBytes: inspection.bytes.length },
      });
      return { result: toDocument(row!), release: existing ? [existing.documentPath] : [] };
    },
  );
}
