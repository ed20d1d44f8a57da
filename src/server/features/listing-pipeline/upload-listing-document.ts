import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  editableListingStatuses,
  listingDocumentCategories,
  type ListingDocumentCategory,
  type MyListing,
} from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import type { ServiceContext } from '../../context';
import { listingDocuments } from '../../db/schema/index';
import type { UploadForm } from '../../http/read-upload-form';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { storeObjectWithRow } from '../../lib/storage/storage-orphans';
import { inspectDocumentFile, sanitizeFileLabel } from '../kyc';
import { lockPipelineListing, readMyListing } from './my-listing-rows';
import { requireLister } from './require-lister';
import { formListingId } from './upload-listing-photo';

const t = listingPipelineTexts;

function formCategory(form: UploadForm): ListingDocumentCategory {
  const category = form.fields.category;
  if (!category || !(listingDocumentCategories as readonly string[]).includes(category)) {
    throw new AppError('VALIDATION_FAILED', `category: ${t.validation.categoryInvalid}`, {
      fields: { category: t.validation.categoryInvalid },
    });
  }
  return category as ListingDocumentCategory;
}

/**
 * POST /api/my-listings/documents (multipart: listingId, category, file): one of the spec's required documents
 * of the lister's listing, replacing an earlier one of that category. Checked as KYC documents are (a JPEG,
 * PNG or PDF that really is one; images rewritten without metadata) and stored privately: only the lister and
 * a reviewer read it (getListingDocumentFile).
 */
export async function uploadListingDocument(
  ctx: ServiceContext,
  { readForm }: { readForm: () => Promise<UploadForm> },
): Promise<MyListing> {
  const actor = requireLister(ctx);
  const form = await readForm();
  const id = formListingId(form);
  const category = formCategory(form);
  const file = form.file;
  if (!file || file.bytes.length === 0) throw new AppError('BAD_REQUEST', t.validation.documentRequired);
  const inspection = await inspectDocumentFile(file.bytes, file.declaredType);
  if (!inspection.ok) throw new AppError('BAD_REQUEST', inspection.message);
  const key = `listing_documents/${id}/${category}/${randomBytes(16).toString('hex')}.${inspection.extension}`;
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
      const found = await lockPipelineListing(tx, id, { userId: actor.userId });
      if (!(editableListingStatuses as readonly string[]).includes(found.status)) {
        throw new AppError('CONFLICT', t.conflict.notEditable(t.statusLabels[found.status]));
      }
      const [existing] = await tx
        .select({ id: listingDocuments.id, documentPath: listingDocuments.documentPath })
        .from(listingDocuments)
        .where(and(eq(listingDocuments.listingId, id), eq(listingDocuments.category, category)));
      const values = {
        documentPath: key,
        fileLabel: sanitizeFileLabel(file.fileName),
        contentType: inspection.contentType,
        sizeBytes: inspection.bytes.length,
        uploadedBy: actor.userId,
        createdAt: ctx.now(),
      };
      if (existing) {
        await tx.update(listingDocuments).set(values).where(eq(listingDocuments.id, existing.id));
      } else {
        await tx.insert(listingDocuments).values({ ...values, listingId: id, category });
      }
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: existing ? 'listing.document_replaced' : 'listing.document_uploaded',
        subjectType: 'listing',
        subjectId: id,
        details: { category, contentType: inspection.contentType, sizeBytes: inspection.bytes.length },
      });
      return { result: await readMyListing(tx, id), release: existing ? [existing.documentPath] : [] };
    },
  );
}
