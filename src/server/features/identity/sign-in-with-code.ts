import { eq } from 'drizzle-orm';
import type { CodeSignInData } from '@common/auth/account-security';
import { authTexts } from '@common/auth/auth-texts';
import type { SignInResult } from '@common/auth/identity-input';
import { dashboardForChoice, loginRoles } from '@common/auth/login-roles';
import { dashboardPathForRoles } from '@common/dashboards/dashboards';
import { authSessions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { sendAccountCode, spendAccountCode } from './account-codes';
import type { IdentityContext } from './identity-context';
import { loadMe } from './load-me';
import { openSession } from './open-session';
import { signInSucceeded } from './sign-in-lock';
import { isSuspended, suspendedAccountError } from './suspend-account';

/** POST /api/identity/sign-in/code/request: a sign-in code to the account's verified phone. */
export function requestSignInCode(
  ctx: IdentityContext,
  input: { email: string },
): Promise<{ requested: true }> {
  return sendAccountCode(ctx, { email: input.email, smsText: 'signInCode' });
}

/**
 * POST /api/identity/sign-in/code: the texted code signs in, whatever failed password tries came before (it
 * is how an owner gets in while a stranger guesses at their password), and forgets those tries.
 */
export async function signInWithCode(
  ctx: IdentityContext,
  input: CodeSignInData,
): Promise<{ result: SignInResult; cookies: string[] }> {
  const { account } = await spendAccountCode(ctx, input, async (tx, found) => {
    await recordAuditEvent(tx, {
      actorUserId: found.userId,
      action: 'account.signed_in_by_code',
      subjectType: 'account',
      subjectId: found.userId,
    });
  });
  if (await isSuspended(ctx.db, account.userId)) throw suspendedAccountError();
  const me = await loadMe(ctx.db, account.userId);
  if (!me) throw new AppError('INTERNAL', 'The account has no profile');
  const choice = input.role ? loginRoles[input.role] : undefined;
  const dashboard = dashboardForChoice(me.roles, input.role, dashboardPathForRoles(me.roles));
  if (!dashboard) {
    throw new AppError('FORBIDDEN', authTexts.notRegisteredAs(choice!.label), { reason: 'role_mismatch' });
  }
  const { token, cookies } = await openSession(ctx, account.userId);
  // Defensive: the session row exists before the cookie is sent.
  const [row] = await ctx.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.token, token));
  if (!row) throw new AppError('INTERNAL', 'The session could not be opened');
  await signInSucceeded(ctx.db, input.email);
  ctx.logger.info({ userId: account.userId }, 'signed in by a texted code');
  return {
    result: {
      me,
      redirectTo: dashboard,
      verification: null,
    },
    cookies,
  };
}
