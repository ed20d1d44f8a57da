import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { can } from '@common/auth/permissions';
import { rentAdvanceTexts } from '@common/financing/rent-advance-texts';
import { requireActor, type ServiceContext } from '../../context';
import { rentAdvanceDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';

export interface RentAdvanceDocumentFile {
  body: Readable;
  contentType: string;
  size: number;
  fileLabel: string;
}

/**
 * GET /api/rent-advances/documents/:documentId/file: an application document, to the landlord who uploaded it
 * and to a financing officer (or the superadmin) only; to anyone else it is the same 404 as none.
 */
export async function getRentAdvanceDocumentFile(
  ctx: ServiceContext,
  { documentId }: { documentId: string },
): Promise<RentAdvanceDocumentFile> {
  const actor = requireActor(ctx);
  const notFound = new AppError('NOT_FOUND', rentAdvanceTexts.notFound.document);
  if (!isRowId(documentId)) throw notFound;
  const [row] = await ctx.db
    .select()
    .from(rentAdvanceDocuments)
    .where(eq(rentAdvanceDocuments.id, documentId));
  if (!row) throw notFound;
  const officer = can(actor.roles, 'decide:financing-application:any');
  if (row.landlordId !== actor.userId && !(officer && row.advanceId)) throw notFound;
  const stored = await ctx.storage.get(row.documentPath);
  if (!stored) throw notFound;
  return { body: stored.body, contentType: row.contentType, size: stored.size, fileLabel: row.fileLabel };
}
