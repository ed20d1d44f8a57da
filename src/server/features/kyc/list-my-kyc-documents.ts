import { asc, desc, eq } from 'drizzle-orm';
import {
  kycCategories,
  kycCategoriesFor,
  requiredKycCategories,
  type KycOverview,
} from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';
import { requireActor, type ServiceContext } from '../../context';
import { kycDocuments, kycSubmissions } from '../../db/schema/index';
import { findAccountType } from './find-account-type';
import { toKycDocument } from './kyc-document-row';
import { maxUploadBytesOf } from './kyc-upload-limit';

/** The signed-in user's own documents with what the page needs around them; never anyone else's. */
export async function listMyKycDocuments(ctx: ServiceContext): Promise<KycOverview> {
  const maxUploadBytes = maxUploadBytesOf(ctx.config);
  const actor = requireActor(ctx, kycMessages.notAuthenticated);
  const [accountType, rows, [submission]] = await Promise.all([
    findAccountType(ctx.db, actor.userId),
    ctx.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, actor.userId))
      .orderBy(asc(kycDocuments.createdAt)),
    ctx.db
      .select({ submittedAt: kycSubmissions.submittedAt })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, actor.userId))
      .orderBy(desc(kycSubmissions.submittedAt))
      .limit(1),
  ]);
  const order = (category: string) => kycCategories.indexOf(category as never);
  return {
    accountType,
    categories: [...kycCategoriesFor(accountType)],
    requiredCategories: [...requiredKycCategories],
    documents: rows.map(toKycDocument).sort((a, b) => order(a.category) - order(b.category)),
    submittedAt: submission?.submittedAt.toISOString() ?? null,
    maxUploadBytes,
  };
}
