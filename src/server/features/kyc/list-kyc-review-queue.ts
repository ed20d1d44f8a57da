import { and, asc, desc, eq, exists, inArray } from 'drizzle-orm';
import { accountTypes, type AccountType } from '@common/auth/account-types';
import { kycCategories, type KycReviewSubmission } from '@common/kyc/kyc-documents';
import { requirePermission, type ServiceContext } from '../../context';
import { kycDocuments, kycSubmissions, profiles, users } from '../../db/schema/index';
import { toKycDocument } from './kyc-document-row';

/**
 * The superadmin's queue: every user who submitted and still has a document waiting, by their latest
 * submission, oldest first, with all their documents (the reviewed ones show their status).
 */
export async function listKycReviewQueue(
  ctx: ServiceContext,
  input: { limit: number },
): Promise<KycReviewSubmission[]> {
  requirePermission(ctx, 'review:kyc-document:any');
  const waiting = ctx.db
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, kycSubmissions.userId), eq(kycDocuments.status, 'pending')));
  const latest = await ctx.db
    .selectDistinctOn([kycSubmissions.userId], {
      id: kycSubmissions.id,
      userId: kycSubmissions.userId,
      submittedAt: kycSubmissions.submittedAt,
    })
    .from(kycSubmissions)
    .where(exists(waiting))
    .orderBy(kycSubmissions.userId, desc(kycSubmissions.submittedAt));
  const page = latest.sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime()).slice(0, input.limit);
  if (page.length === 0) return [];
  const userIds = page.map((entry) => entry.userId);
  const [people, documents] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        accountType: profiles.accountType,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.id, userIds)),
    ctx.db
      .select()
      .from(kycDocuments)
      .where(inArray(kycDocuments.userId, userIds))
      .orderBy(asc(kycDocuments.createdAt)),
  ]);
  const order = (category: string) => kycCategories.indexOf(category as never);
  return page.map((entry) => {
    const person = people.find((candidate) => candidate.id === entry.userId);
    const fullName = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
    const accountType = person?.accountType;
    return {
      submissionId: entry.id,
      submittedAt: entry.submittedAt.toISOString(),
      user: {
        id: entry.userId,
        name: fullName || person?.name || '',
        email: person?.email ?? '',
        accountType:
          accountType && (accountTypes as readonly string[]).includes(accountType)
            ? (accountType as AccountType)
            : null,
      },
      documents: documents
        .filter((document) => document.userId === entry.userId)
        .map(toKycDocument)
        .sort((a, b) => order(a.category) - order(b.category)),
    };
  });
}
