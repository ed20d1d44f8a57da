import type { BasicSignUpData, SignUpData, SignUpResult } from '@common/auth/identity-input';
import { AppError } from '../../lib/app-error';
import { createAccount } from './create-account';
import type { IdentityContext } from './identity-context';
import { loadMe } from './load-me';
import { tryIssuePhoneCode } from './phone-codes';

/** /signup step 2: the account with its profile and role, signed in, and a code texted to the phone. */
export async function signUp(
  ctx: IdentityContext,
  input: SignUpData,
): Promise<{ result: SignUpResult; cookies: string[] }> {
  const { userId, cookies } = await createAccount(ctx, {
    email: input.email,
    password: input.password,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    accountType: input.user_purpose,
    locale: input.locale,
  });
  const verification = await tryIssuePhoneCode(ctx, { userId, phone: input.phone });
  const me = await loadMe(ctx.db, userId);
  if (!me) throw new AppError('INTERNAL', 'The new account could not be read back');
  return { result: { me, verification }, cookies };
}

/** /auth 'Create account': a tenant account from a full name; the phone and its code come next. */
export async function signUpBasic(
  ctx: IdentityContext,
  input: BasicSignUpData,
): Promise<{ result: SignUpResult; cookies: string[] }> {
  const [firstName = '', ...rest] = input.full_name.split(/\s+/);
  const { userId, cookies } = await createAccount(ctx, {
    email: input.email,
    password: input.password,
    firstName,
    lastName: rest.join(' '),
    phone: null,
    accountType: 'tenant',
    locale: input.locale,
  });
  const me = await loadMe(ctx.db, userId);
  if (!me) throw new AppError('INTERNAL', 'The new account could not be read back');
  return { result: { me, verification: null }, cookies };
}
