import { eq } from 'drizzle-orm';
import type { CodeDelivery, UpdateMeData, UpdateMeResult } from '@common/auth/identity-input';
import { requireSignedIn } from '../../context';
import { profiles, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { IdentityContext } from './identity-context';
import { fullNameOf, loadMe, splitFullName } from './load-me';
import { codeRequestWait, tryIssuePhoneCode } from './phone-codes';
import { assertPhoneFree } from './verified-phones';
import { endOtherSessions } from './sign-out-other-sessions';

/**
 * `PATCH /api/me`: a new full name and/or phone, in one transaction. A phone that differs from the stored one is
 * unverified from now on and gets a code; the web app then opens /verify-phone. Allowed before the phone is
 * verified, so a mistyped number can be corrected from the code screen. The answer says whether a code really
 * went out: a limit, the SMS provider or an unchanged number may mean none did, and the code screen must not
 * claim otherwise.
 */
export async function updateMe(ctx: IdentityContext, input: UpdateMeData): Promise<UpdateMeResult> {
  const actor = requireSignedIn(ctx);
  const [current] = await ctx.db
    .select({ phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.id, actor.userId));
  if (!current) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const phoneChanged = input.phone !== undefined && input.phone !== current.phone;
  if (phoneChanged) await assertPhoneFree(ctx.db, { phone: input.phone!, userId: actor.userId });
  await ctx.db.transaction(async (tx) => {
    if (input.fullName !== undefined) {
      const { firstName, lastName } = splitFullName(input.fullName);
      await tx.update(profiles).set({ firstName, lastName }).where(eq(profiles.id, actor.userId));
      await tx
        .update(users)
        .set({ name: fullNameOf(firstName, lastName), updatedAt: ctx.now() })
        .where(eq(users.id, actor.userId));
    }
    if (phoneChanged) {
      await tx
        .update(profiles)
        .set({ phone: input.phone!, phoneVerifiedAt: null })
        .where(eq(profiles.id, actor.userId));
    }
  });
  const me = await loadMe(ctx.db, actor.userId);
  if (!me) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  let verification: CodeDelivery | null = null;
  if (phoneChanged) {
    // A new number proves nothing yet: whoever else holds a session (perhaps a thief) is signed out.
    await endOtherSessions(ctx, {
      userId: actor.userId,
      keepSessionId: actor.sessionId,
      reason: 'phone changed',
    });
    ctx.logger.info({ userId: actor.userId }, 'phone changed; awaiting its code');
    verification = await tryIssuePhoneCode(ctx, { userId: actor.userId, phone: input.phone! });
  } else if (input.phone !== undefined && me.phone && !me.phoneVerified) {
    // The same, still unproved number: no new code, and the code screen shows when one may be asked for.
    verification = {
      phone: me.phone,
      sent: false,
      resendAvailableInSeconds: await codeRequestWait(ctx, me.phone),
      reason: 'unchanged',
    };
  }
  return { ...me, verification };
}
