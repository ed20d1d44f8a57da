import type { ChangePasswordData } from '@common/auth/account-security';
import { authTexts } from '@common/auth/auth-texts';
import { requireSignedIn } from '../../context';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit } from '../../lib/rate-limit';
import { authErrorCode, fromAuthError } from './auth-errors';
import type { IdentityContext } from './identity-context';

/** Enough for a person who mistypes; too few to guess the current password with. */
export const passwordChangeLimit = { limit: 5, windowSeconds: 15 * 60 } as const;

/**
 * POST /api/identity/password: a new password, the current one required. Every other session ends (a thief
 * who knew the old password is signed out); this one continues under a new cookie.
 */
export async function changePassword(
  ctx: IdentityContext,
  input: ChangePasswordData,
): Promise<{ cookies: string[] }> {
  const actor = requireSignedIn(ctx);
  await consumeRateLimit(
    ctx.db,
    {
      key: `password-change:${actor.userId}`,
      ...passwordChangeLimit,
      message: authTexts.passwordChangesLimited,
    },
    ctx.now(),
  );
  const changed = await ctx.identity.auth.api
    .changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: ctx.authHeaders,
      returnHeaders: true,
    })
    .catch((error: unknown): never => {
      if (authErrorCode(error) === 'INVALID_PASSWORD') {
        throw new AppError('VALIDATION_FAILED', `currentPassword: ${authTexts.currentPasswordWrong}`, {
          fields: { currentPassword: authTexts.currentPasswordWrong },
        });
      }
      throw fromAuthError(error);
    });
  await recordAuditEvent(ctx.db, {
    actorUserId: actor.userId,
    action: 'account.password_changed',
    subjectType: 'account',
    subjectId: actor.userId,
  });
  ctx.logger.info({ userId: actor.userId }, 'password changed; other sessions ended');
  return { cookies: changed.headers.getSetCookie() };
}
