import { eq } from 'drizzle-orm';
import { authTexts } from '@common/auth/auth-texts';
import { dashboardPathForRoles, verifyPhonePath } from '@common/dashboards/dashboards';
import type { CodeDelivery, SignInData, SignInResult } from '@common/auth/identity-input';
import { dashboardForChoice, loginRoles } from '@common/auth/login-roles';
import { authSessions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { authErrorCode, fromAuthError } from './auth-errors';
import type { IdentityContext } from './identity-context';
import { loadMe } from './load-me';
import { tryIssuePhoneCode } from './phone-codes';
import { isSuspended, suspendedAccountError } from './suspend-account';
import {
  beginClientSignInAttempt,
  beginSignInAttempt,
  forgetClientSignInAttempt,
  signInSucceeded,
} from './sign-in-lock';

/**
 * Email and password through better-auth, behind the per-client limit and the per-email delay and ceiling. Any wrong
 * email or password gets the one message (better-auth hashes the password even for an unknown email, so the
 * time matches too). With a role choice (/login) the account must hold that role (staff go to the back office
 * whatever they pick), else no session is kept.
 * An account whose phone is unproved gets a fresh code and is sent to /verify-phone before any dashboard.
 */
export async function signIn(
  ctx: IdentityContext,
  input: SignInData,
): Promise<{ result: SignInResult; cookies: string[] }> {
  const clientAttempt = await beginClientSignInAttempt(ctx.db, ctx.clientKey, ctx.now()).catch(
    (error: unknown) => {
      ctx.logger.warn({ clientKey: ctx.clientKey }, 'sign-in refused: too many attempts from this client');
      throw error;
    },
  );
  await beginSignInAttempt(ctx.db, { email: input.email, clientKey: ctx.clientKey }, ctx.now()).catch(
    async (error: unknown) => {
      // Refused before any password was checked: no guess was made.
      await forgetClientSignInAttempt(ctx.db, clientAttempt);
      ctx.logger.warn(
        { reason: (error as AppError).details?.reason },
        'sign-in refused: too many failed attempts',
      );
      throw error;
    },
  );
  const signedIn = await ctx.identity.auth.api
    .signInEmail({
      body: { email: input.email, password: input.password },
      headers: ctx.authHeaders,
      returnHeaders: true,
    })
    .catch((error: unknown): never => {
      if (authErrorCode(error) === 'INVALID_EMAIL_OR_PASSWORD') {
        ctx.logger.info({ email: input.email }, 'sign-in failed: wrong email or password');
        throw new AppError('UNAUTHENTICATED', authTexts.invalidCredentials);
      }
      throw fromAuthError(error);
    });
  await signInSucceeded(ctx.db, input.email);
  await forgetClientSignInAttempt(ctx.db, clientAttempt);
  const userId = signedIn.response.user.id;
  const me = await loadMe(ctx.db, userId);
  const choice = input.role ? loginRoles[input.role] : undefined;
  if (await isSuspended(ctx.db, userId)) {
    // The password was right but the account is suspended: the new session is dropped unsent.
    await ctx.db.delete(authSessions).where(eq(authSessions.token, signedIn.response.token));
    ctx.logger.info({ userId }, 'sign-in refused: account suspended');
    throw suspendedAccountError();
  }
  const dashboard = me && dashboardForChoice(me.roles, input.role, dashboardPathForRoles(me.roles));
  if (!me || !dashboard) {
    // The password was right but the account is not what was chosen: the new session is dropped unsent.
    await ctx.db.delete(authSessions).where(eq(authSessions.token, signedIn.response.token));
    if (!me) throw new AppError('INTERNAL', 'The account has no profile');
    throw new AppError('FORBIDDEN', authTexts.notRegisteredAs(choice!.label), { reason: 'role_mismatch' });
  }
  let redirectTo = dashboard;
  let verification: CodeDelivery | null = null;
  if (!me.phoneVerified) {
    redirectTo = `${verifyPhonePath}?next=${encodeURIComponent(dashboard)}`;
    if (me.phone) verification = await tryIssuePhoneCode(ctx, { userId, phone: me.phone });
  }
  ctx.logger.info({ userId, role: choice?.role }, 'signed in');
  return { result: { me, redirectTo, verification }, cookies: signedIn.headers.getSetCookie() };
}
