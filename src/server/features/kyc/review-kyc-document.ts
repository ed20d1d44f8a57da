import { eq } from 'drizzle-orm';
import type { KycDocument, KycRejectInput } from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { kycDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { enqueueEventSms, notifyUser } from '../notifications';
import { isKycApproved } from './is-kyc-approved';
import { toKycDocument } from './kyc-document-row';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type KycDecision = { decision: 'approve' } | ({ decision: 'reject' } & KycRejectInput);

/**
 * A superadmin approves a pending document, or rejects it with a reason the user will see. The owner hears of
 * every decision in the app, in the decision's transaction; by SMS (held to 07:00 in quiet hours, per their
 * preference) of a rejection, which they must act on, and of the approval that completes their verification,
 * not of each document on the way (three texts in a minute for one review).
 */
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
    const verified = approved && (await isKycApproved(tx, row.userId));
    const { sw, ...note } = eventInBothLanguages((e) =>
      verified
        ? e.kycVerified()
        : approved
          ? e.kycApproved(row.documentCategory)
          : e.kycRejected(row.documentCategory, input.reason),
    );
    // A document replaced after a rejection keeps its id: the review's time tells its decisions apart.
    const dedupeKey = `kyc.${approved ? 'approved' : 'rejected'}:${id}:${now.getTime()}`;
    await notifyUser(tx, {
      userId: row.userId,
      kind: 'kyc',
      ...note,
      sw,
      link: '/kyc-verification',
      dedupeKey,
    });
    if (!approved || verified) {
      await enqueueEventSms(tx, { userId: row.userId, kind: 'kyc', ...note, sw, dedupeKey, at: now });
    }
    return toKycDocument(updated!);
  });
}
