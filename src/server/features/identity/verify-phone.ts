import type { Me } from '@common/auth/me';
import { requireSignedIn } from '../../context';
import { AppError } from '../../lib/app-error';
import type { IdentityContext } from './identity-context';
import { loadMe } from './load-me';
import { checkPhoneCode } from './phone-codes';

/** The code step: a right code marks the phone verified and returns the updated user. */
export async function verifyPhone(ctx: IdentityContext, input: { code: string }): Promise<Me> {
  const actor = requireSignedIn(ctx);
  await checkPhoneCode(ctx, { userId: actor.userId, code: input.code });
  ctx.logger.info({ userId: actor.userId }, 'phone verified');
  const me = await loadMe(ctx.db, actor.userId);
  if (!me) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return me;
}
