import { eq } from 'drizzle-orm';
import type { AccountType } from '@common/auth/account-types';
import type { Locale } from '@common/i18n/locale';
import { authTexts } from '@common/auth/auth-texts';
import { roleForAccountType } from '@common/auth/login-roles';
import { profiles, userRoles, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import { authErrorCode, fromAuthError } from './auth-errors';
import type { IdentityContext } from './identity-context';
import { assertPhoneFree } from './verified-phones';

export const signUpRateLimit = { limit: 20, windowSeconds: 60 * 60 } as const;

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  accountType: AccountType;
  /** The language the person signed up in; the account's default (English) when not given. */
  locale?: Locale;
}

async function emailTaken(ctx: IdentityContext, email: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/**
 * Creates the account through better-auth (user, credential with the Argon2id hash, first session, in its
 * transaction), then the profile and the role in ours. Should ours fail, the user is removed again, so no
 * account is left without a profile. Returns the new user's id and the session cookie to send.
 */
export async function createAccount(
  ctx: IdentityContext,
  account: NewAccount,
): Promise<{ userId: string; cookies: string[] }> {
  await consumeRateLimit(
    ctx.db,
    { key: `signup:${ctx.clientKey}`, ...signUpRateLimit, message: authTexts.signUpRateLimited },
    ctx.now(),
  );
  if (await emailTaken(ctx, account.email)) throw new AppError('CONFLICT', authTexts.emailTaken);
  if (account.phone) await assertPhoneFree(ctx.db, { phone: account.phone, userId: null });

  const created = await ctx.identity.auth.api
    .signUpEmail({
      body: {
        name: [account.firstName, account.lastName].filter(Boolean).join(' '),
        email: account.email,
        password: account.password,
      },
      headers: ctx.authHeaders,
      returnHeaders: true,
    })
    .catch(async (error: unknown): Promise<never> => {
      // Two sign-ups racing for one email: the loser ends here.
      if (authErrorCode(error)?.startsWith('USER_ALREADY_EXISTS') || (await emailTaken(ctx, account.email))) {
        throw new AppError('CONFLICT', authTexts.emailTaken);
      }
      throw fromAuthError(error);
    });
  const userId = created.response.user.id;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(profiles).values({
        id: userId,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        accountType: account.accountType,
      });
      await tx.insert(userRoles).values({ userId, role: roleForAccountType[account.accountType] });
      if (account.locale) await tx.update(users).set({ locale: account.locale }).where(eq(users.id, userId));
    });
  } catch (error) {
    await ctx.db.delete(users).where(eq(users.id, userId));
    throw error;
  }
  ctx.logger.info({ userId, accountType: account.accountType }, 'account created');
  return { userId, cookies: created.headers.getSetCookie() };
}
