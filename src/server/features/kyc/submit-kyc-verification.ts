import { and, eq, inArray, ne } from 'drizzle-orm';
import { requiredKycCategories } from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';
import { kycNextPath, type KycSubmitResult } from '@common/kyc/kyc-submission';
import { requireActor, type ServiceContext } from '../../context';
import { kycDocuments, kycSubmissions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit, forgetAttempt } from '../../lib/rate-limit';
import { findAccountType } from './find-account-type';

/**
 * 'Complete Verification': the ID front, ID back and selfie must be uploaded (a rejected one counts as
 * missing until it is uploaded again). Records the submission, which puts the user in the review queue.
 */
/** Each submission queues the user for a reviewer: a few an hour covers every honest retry. */
export const kycSubmissionLimit = { limit: 5, windowSeconds: 60 * 60 } as const;

export async function submitKycVerification(ctx: ServiceContext): Promise<KycSubmitResult> {
  const actor = requireActor(ctx, kycMessages.notAuthenticated);
  const attempt = await consumeRateLimit(
    ctx.db,
    { key: `kyc-submit:${actor.userId}`, ...kycSubmissionLimit, message: kycMessages.submissionsLimited },
    ctx.now(),
  );
  try {
    return await recordSubmission(ctx, actor.userId);
  } catch (error) {
    // A refused submission (documents missing) is not one that counts.
    await forgetAttempt(ctx.db, attempt);
    throw error;
  }
}

async function recordSubmission(ctx: ServiceContext, userId: string): Promise<KycSubmitResult> {
  const actor = { userId };
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
