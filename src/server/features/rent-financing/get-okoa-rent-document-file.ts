import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { can } from '@common/auth/permissions';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import { requireActor, type ServiceContext } from '../../context';
import { okoaRentDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';

export interface OkoaRentDocumentFile {
  body: Readable;
  size: number;
  contentType: string;
  fileLabel: string;
}

/**
 * GET /api/rent-financing/documents/:id/file: a document's bytes, for the tenant who uploaded it and the
 * financing officers only (anyone else: the same 404 as a document that does not exist). Every view by an
 * officer is audited first.
 */
export async function getOkoaRentDocumentFile(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<OkoaRentDocumentFile> {
  const actor = requireActor(ctx);
  const notFound = new AppError('NOT_FOUND', okoaRentTexts.refusal.documentNotFound);
  if (!isRowId(id)) throw notFound;
  const [row] = await ctx.db.select().from(okoaRentDocuments).where(eq(okoaRentDocuments.id, id));
  if (!row) throw notFound;
  const own = row.userId === actor.userId;
  if (!own && !can(actor.roles, 'decide:financing-application:any')) throw notFound;
  if (!own) {
    await recordAuditEvent(ctx.db, {
      actorUserId: actor.userId,
      action: 'okoa_rent.document_viewed',
      subjectType: 'okoa_rent_document',
      subjectId: row.id,
      details: { ownerUserId: row.userId, category: row.category },
    });
  }
  const object = await ctx.storage.get(row.documentPath);
  if (!object) {
    ctx.logger.error({ documentId: row.id }, 'An Okoa Rent document has no stored object');
    throw notFound;
  }
  return { body: object.body, size: object.size, contentType: row.contentType, fileLabel: row.fileLabel };
}
