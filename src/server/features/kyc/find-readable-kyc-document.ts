import { eq } from 'drizzle-orm';
import { can } from '@common/auth/permissions';
import { kycMessages } from '@common/kyc/kyc-messages';
import type { Actor } from '../../context';
import type { Database } from '../../db/client';
import { kycDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { KycDocumentRow } from './kyc-document-row';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A document the actor may read: their own, or anyone's for a reviewer. Anything else, whether it exists or
 * not, is the same 404, so an id or a path never tells that someone else's document is there.
 */
export async function findReadableKycDocument(
  db: Database,
  actor: Actor,
  where: { id: string } | { path: string },
): Promise<KycDocumentRow> {
  let row: KycDocumentRow | undefined;
  if ('id' in where) {
    if (uuidPattern.test(where.id)) {
      [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, where.id));
    }
  } else {
    [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.documentPath, where.path));
  }
  if (!row) throw new AppError('NOT_FOUND', kycMessages.notFound);
  if (row.userId !== actor.userId && !can(actor.roles, 'read:kyc-document:any')) {
    throw new AppError('NOT_FOUND', kycMessages.notFound);
  }
  return row;
}
