import { eq } from 'drizzle-orm';
import { kycMessages } from '@common/kyc/kyc-messages';
import { requireActor, type ServiceContext } from '../../context';
import { kycDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { recordStorageOrphan, removeRecordedObject } from '../../lib/storage/storage-orphans';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The owner removes a document that is not approved yet. The row goes first (with its audit row and a record
 * of the object for the cleanup sweep), then the object and its record; an object that will not go stays
 * recorded for the sweep.
 */
export async function deleteKycDocument(ctx: ServiceContext, { id }: { id: string }): Promise<void> {
  const actor = requireActor(ctx, kycMessages.notAuthenticated);
  if (!uuidPattern.test(id)) throw new AppError('NOT_FOUND', kycMessages.notFound);
  const path = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(kycDocuments).where(eq(kycDocuments.id, id)).for('update');
    // Reviewers may read others' documents but only the owner deletes: the same 404 for everyone else.
    if (!row || row.userId !== actor.userId) throw new AppError('NOT_FOUND', kycMessages.notFound);
    if (row.status === 'approved') throw new AppError('CONFLICT', kycMessages.alreadyApproved);
    await tx.delete(kycDocuments).where(eq(kycDocuments.id, id));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'kyc_document.deleted',
      subjectType: 'kyc_document',
      subjectId: id,
      details: { category: row.documentCategory, status: row.status },
    });
    // Recorded with the row's removal, so a crash before the object goes leaves it to the sweep.
    await recordStorageOrphan(tx, row.documentPath, 'its document was deleted');
    return row.documentPath;
  });
  await removeRecordedObject(ctx.db, ctx.storage, ctx.logger, path);
}
