import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { can } from '@common/auth/permissions';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { requireActor, type ServiceContext } from '../../context';
import { listingDocuments, listings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRecordId } from './record-id';

export interface ListingDocumentFile {
  body: Readable;
  contentType: string;
  size: number;
  fileLabel: string;
}

/**
 * GET /api/my-listings/documents/:documentId/file: a verification document, to its listing's lister and to a
 * reviewer only; to anyone else it is the same 404 as none.
 */
export async function getListingDocumentFile(
  ctx: ServiceContext,
  { documentId }: { documentId: string },
): Promise<ListingDocumentFile> {
  const actor = requireActor(ctx);
  const notFound = new AppError('NOT_FOUND', listingPipelineTexts.notFound.document);
  if (!isRecordId(documentId)) throw notFound;
  const [row] = await ctx.db
    .select({
      documentPath: listingDocuments.documentPath,
      contentType: listingDocuments.contentType,
      fileLabel: listingDocuments.fileLabel,
      hostUserId: listings.hostUserId,
    })
    .from(listingDocuments)
    .innerJoin(listings, eq(listings.id, listingDocuments.listingId))
    .where(eq(listingDocuments.id, documentId));
  if (!row) throw notFound;
  if (row.hostUserId !== actor.userId && !can(actor.roles, 'verify:listing:any')) throw notFound;
  const stored = await ctx.storage.get(row.documentPath);
  if (!stored) throw notFound;
  return { body: stored.body, contentType: row.contentType, size: stored.size, fileLabel: row.fileLabel };
}
