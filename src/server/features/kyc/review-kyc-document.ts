import { eq } from 'drizzle-orm';
import type { KycDocument, KycRejectInput } from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';
import { requirePermission, type ServiceContext } from '../../context';
import { kycDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { toKycDocument } from './kyc-document-row';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type KycDecision = { decision: 'approve' } | ({ decision: 'reject' } & KycRejectInput);

/** A superadmin approves a pending document, or rejects it with a reason the user will see. */
export async function reviewKycDocument(
  ctx: ServiceContext,
  { id, ...input }: KycDecision & { id: string },
): Promise<KycDocument> {
  const actor = requirePermission(ctx, 'review:kyc-document:any');
  if (!uuidPattern.test(id)) throw new AppError('NOT_FOUND', kycMessages.notFound);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(kycDocuments).where(eq(kycDocuments.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', kycMessages.notFound);
    if (row.userId === actor.userId) {
      throw new AppError('FORBIDDEN', 'You cannot review your own documents.');
    }
    if (row.status !== 'pending') throw new AppError('CONFLICT', kycMessages.alreadyReviewed);
    const now = ctx.now();
    const approved = input.decision === 'approve';
    const [updated] = await tx
      .update(kycDocuments)
      .set({
        status: approved ? 'approved' : 'rejected',
        reviewerId: actor.userId,
        reviewedAt: now,
        rejectionReason: approved ? null : input.reason,
        updatedAt: now,
      })
      .where(eq(kycDocuments.id, id))
      .returning();
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: approved ? 'kyc_document.approved' : 'kyc_document.rejected',
      subjectType: 'kyc_document',
      subjectId: id,
      details: {
        ownerUserId: row.userId,
        category: row.documentCategory,
        ...(approved ? {} : { reason: input.reason }),
      },
    });
    return toKycDocument(updated!);
  });
}
