import { and, eq } from 'drizzle-orm';
import type {
  AuthConfig,
  GoogleCompleteData,
  GooglePendingAccount,
  GoogleStart,
} from '@common/auth/google-sign-in';
import { googleTexts } from '@common/auth/google-sign-in';
import { roleForAccountType } from '@common/auth/login-roles';
import type { SignUpResult } from '@common/auth/identity-input';
import type { AppConfig } from '../../config';
import { authAccounts, authSessions, profiles, userRoles, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { googleSettingsOf } from '../../lib/google/google-settings';
import { consumeRateLimit } from '../../lib/rate-limit';
import { fromAuthError } from './auth-errors';
import { googleReturnPath } from './identity';
import type { IdentityContext } from './identity-context';
import { loadMe, splitFullName } from './load-me';
import { tryIssuePhoneCode } from './phone-codes';
import { isSuspended, suspendedAccountError } from './suspend-account';
import { assertPhoneFree } from './verified-phones';

export const googleStartRateLimit = { limit: 30, windowSeconds: 10 * 60 } as const;

/** `GET /api/identity/config`: Google is offered only where it is configured (or the local stand-in is). */
export function authConfigOf(config: AppConfig): AuthConfig {
  return { google: googleSettingsOf(config) !== null };
}

function assertGoogleOn(ctx: IdentityContext): void {
  if (!googleSettingsOf(ctx.config)) throw new AppError('NOT_FOUND', googleTexts.unavailable);
}

/**
 * 'Continue with Google': better-auth makes the state (kept in its verification table, bound to a signed cookie
 * of this browser), the PKCE verifier and the nonce, and answers the authorization URL the browser goes to. Every
 * outcome comes back to /auth/google, which routes the person on.
 */
export async function startGoogleSignIn(
  ctx: IdentityContext,
): Promise<{ result: GoogleStart; cookies: string[] }> {
  assertGoogleOn(ctx);
  await consumeRateLimit(
    ctx.db,
    { key: `google-start:${ctx.clientKey}`, ...googleStartRateLimit, message: googleTexts.startsLimited },
    ctx.now(),
  );
  const started = await ctx.identity.auth.api
    .signInSocial({
      body: {
        provider: 'google',
        callbackURL: googleReturnPath,
        newUserCallbackURL: googleReturnPath,
        errorCallbackURL: googleReturnPath,
        disableRedirect: true,
      },
      headers: ctx.authHeaders,
      returnHeaders: true,
    })
    .catch((error: unknown): never => {
      ctx.logger.error({ err: error }, 'Google sign-in could not start');
      throw fromAuthError(error);
    });
  const url = started.response.url;
  if (!url) throw new AppError('UNAVAILABLE', googleTexts.unavailable);
  return { result: { url }, cookies: started.headers.getSetCookie() };
}

/** The user of the request's better-auth session, whatever their profile: a new Google account has none yet. */
async function sessionUserOf(ctx: IdentityContext): Promise<{ userId: string; token: string }> {
  const session = await ctx.identity.auth.api.getSession({ headers: ctx.authHeaders });
  if (!session) throw new AppError('UNAUTHENTICATED', googleTexts.nothingPending);
  return { userId: session.user.id, token: session.session.token };
}

async function hasGoogleAccount(ctx: IdentityContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'google')))
    .limit(1);
  return Boolean(row);
}

/**
 * A Google sign-in whose account has no profile yet (a new Google account): its email and Google's name, for
 * the role and phone step. 409 for an account already set up; a suspended one loses the session it just got.
 */
export async function pendingGoogleAccount(ctx: IdentityContext): Promise<GooglePendingAccount> {
  assertGoogleOn(ctx);
  const { userId, token } = await sessionUserOf(ctx);
  const [profile] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (profile) {
    if (await isSuspended(ctx.db, userId)) {
      await ctx.db.delete(authSessions).where(eq(authSessions.token, token));
      ctx.logger.info({ userId }, 'Google sign-in refused: account suspended');
      throw suspendedAccountError();
    }
    throw new AppError('CONFLICT', googleTexts.alreadyComplete, { reason: 'profile_exists' });
  }
  if (!(await hasGoogleAccount(ctx, userId))) throw new AppError('NOT_FOUND', googleTexts.nothingPending);
  const [user] = await ctx.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', googleTexts.nothingPending);
  return { email: user.email, ...splitFullName(user.name) };
}

/**
 * A new Google account's role, name and phone, as the sign-up takes them: the profile and the role in one
 * transaction (once: a second try is 409), then a code texted to the phone. Until that code is entered the
 * account is sent to /verify-phone before any dashboard, like every unproved phone.
 */
export async function completeGoogleSignUp(
  ctx: IdentityContext,
  input: GoogleCompleteData,
): Promise<SignUpResult> {
  assertGoogleOn(ctx);
  const { userId } = await sessionUserOf(ctx);
  if (!(await hasGoogleAccount(ctx, userId))) throw new AppError('NOT_FOUND', googleTexts.nothingPending);
  await assertPhoneFree(ctx.db, { phone: input.phone, userId: null });
  const created = await ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(profiles)
      .values({
        id: userId,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        accountType: input.user_purpose,
      })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (!profile) return false;
    await tx.insert(userRoles).values({ userId, role: roleForAccountType[input.user_purpose] });
    await tx
      .update(users)
      .set({ name: [input.first_name, input.last_name].filter(Boolean).join(' ') })
      .where(eq(users.id, userId));
    return true;
  });
  if (!created) throw new AppError('CONFLICT', googleTexts.alreadyComplete, { reason: 'profile_exists' });
  ctx.logger.info({ userId, accountType: input.user_purpose }, 'account created through Google');
  const verification = await tryIssuePhoneCode(ctx, { userId, phone: input.phone });
  const me = await loadMe(ctx.db, userId);
  if (!me) throw new AppError('INTERNAL', 'The new account could not be read back');
  return { me, verification };
}
