import { eq } from 'drizzle-orm';
import { authTexts } from '@common/auth/auth-texts';
import type { CodeDelivery } from '@common/auth/identity-input';
import { requireSignedIn } from '../../context';
import { profiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { IdentityContext } from './identity-context';
import { issuePhoneCode } from './phone-codes';
import { assertPhoneFree } from './verified-phones';

/** 'Resend' and the first code of /verify-phone: a new code to the signed-in user's unproved phone. */
export async function sendPhoneCode(ctx: IdentityContext): Promise<CodeDelivery> {
  const actor = requireSignedIn(ctx);
  const [profile] = await ctx.db
    .select({ phone: profiles.phone, verifiedAt: profiles.phoneVerifiedAt })
    .from(profiles)
    .where(eq(profiles.id, actor.userId));
  if (!profile?.phone) throw new AppError('BAD_REQUEST', authTexts.phoneMissing, { reason: 'no_phone' });
  if (profile.verifiedAt) {
    throw new AppError('CONFLICT', authTexts.phoneAlreadyVerified, { reason: 'already_verified' });
  }
  // A number another account has proved is no longer this account's to prove: say so instead of texting it.
  await assertPhoneFree(ctx.db, { phone: profile.phone, userId: actor.userId });
  return issuePhoneCode(ctx, { userId: actor.userId, phone: profile.phone });
}
