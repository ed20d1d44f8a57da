import { and, eq, inArray, ne } from 'drizzle-orm';
import { requiredKycCategories } from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';
import { kycNextPath, type KycSubmitResult } from '@common/kyc/kyc-submission';
import { requireActor, type ServiceContext } from '../../context';
import { kycDocuments, kycSubmissions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { findAccountType } from './find-account-type';

/**
 * 'Complete Verification': the ID front, ID back and selfie must be uploaded (a rejected one counts as
 * missing until it is uploaded again). Records the submission, which puts the user in the review queue.
 */
export async function submitKycVerification(ctx: ServiceContext): Promise<KycSubmitResult> {
  const actor = requireActor(ctx, kycMessages.notAuthenticated);
  const accountType = await findAccountType(ctx.db, actor.userId);
  return ctx.db.transaction(async (tx) => {
    const present = await tx
      .select({ category: kycDocuments.documentCategory })
      .from(kycDocuments)
      .where(
        and(
          eq(kycDocuments.userId, actor.userId),
          inArray(kycDocuments.documentCategory, [...requiredKycCategories]),
          ne(kycDocuments.status, 'rejected'),
        ),
      );
    const have = new Set(present.map((row) => row.category));
    const missing = requiredKycCategories.filter((category) => !have.has(category));
    if (missing.length > 0) throw new AppError('BAD_REQUEST', kycMessages.incomplete, { missing });
    const [submission] = await tx
      .insert(kycSubmissions)
      .values({ userId: actor.userId, submittedAt: ctx.now() })
      .returning();
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'kyc.submitted',
      subjectType: 'kyc_submission',
      subjectId: submission!.id,
    });
    return {
      submissionId: submission!.id,
      submittedAt: submission!.submittedAt.toISOString(),
      next: kycNextPath(accountType),
    };
  });
}
