import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AccountType } from '@common/auth/account-types';
import type { SignUpInput } from '@common/auth/identity-input';
import type { Locale } from '@common/i18n/locale';
import type { LoginRoleChoice } from '@common/auth/login-roles';
import type { Me } from '@common/auth/me';
import type { Role } from '@common/auth/roles';
import { userRoles } from '../db/schema/index';
import type { TestApp } from './test-app';

/** API test helpers for every suite that needs a signed-in user: real sign-up, real code, real session. */

let counter = 0;

/** A Kenyan mobile number no other test in this process uses. */
export function uniquePhone(): string {
  counter += 1;
  return `+2547${String(randomInt(0, 10_000)).padStart(4, '0')}${String(counter % 10_000).padStart(4, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.co.ke`;
}

export const testPassword = 'Kilimani-Sunrise-42';

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** The newest code the outbox SMS driver stored for a phone (read through GET /api/dev/sms). */
export async function readSmsCode(t: TestApp, phone: string): Promise<string> {
  const response = await t.request(`/api/dev/sms?to=${encodeURIComponent(phone)}`);
  const body = (await response.json()) as { messages: Array<{ text: string }> };
  const code = /\b(\d{6})\b/.exec(body.messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`No code was texted to ${phone}`);
  return code;
}

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  phone: string;
  /** The Cookie header of the user's session. */
  cookie: string;
  me: Me;
}

const purposeForRole: Record<Exclude<Role, 'superadmin' | 'financing_officer'>, AccountType> = {
  tenant: 'tenant',
  landlord: 'landlord',
  service_provider: 'service_provider',
  caretaker: 'property_manager',
};

/** Signs up through /api/identity/sign-up (without verifying); throws unless it answers 201. */
export async function signUpUnverified(
  t: TestApp,
  overrides: Partial<SignUpInput> = {},
  clientIp = `198.51.100.${randomInt(2, 250)}`,
): Promise<TestUser> {
  const input = {
    first_name: 'Amina',
    last_name: 'Njeri',
    email: uniqueEmail(),
    password: testPassword,
    phone: uniquePhone(),
    user_purpose: 'tenant' as AccountType,
    ...overrides,
  };
  const response = await t.request('/api/identity/sign-up', { method: 'POST', json: input, clientIp });
  if (response.status !== 201)
    throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { me: Me };
  return {
    userId: body.me.id,
    email: body.me.email,
    password: input.password,
    phone: body.me.phone!,
    cookie: cookieFrom(response),
    me: body.me,
  };
}

/** Signs up and enters the texted code: a complete account, signed in. */
export async function signUpAndVerify(
  t: TestApp,
  overrides: Partial<SignUpInput> = {},
  clientIp?: string,
): Promise<TestUser> {
  const user = await signUpUnverified(t, overrides, clientIp);
  const code = await readSmsCode(t, user.phone);
  const response = await t.request('/api/identity/phone/verify', {
    method: 'POST',
    json: { code },
    headers: { cookie: user.cookie },
  });
  if (response.status !== 200)
    throw new Error(`Verify answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { me: Me };
  return { ...user, me: body.me };
}

/** Signs in through /api/identity/sign-in and returns the session's Cookie header. */
export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  role?: LoginRoleChoice,
  clientIp?: string,
): Promise<string> {
  const response = await t.request('/api/identity/sign-in', {
    method: 'POST',
    json: { email, password, role },
    clientIp,
  });
  if (response.status !== 200)
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return cookieFrom(response);
}

/** The user picks the language ABODE speaks to them in (PUT /api/me/locale), as the language switch does. */
export async function chooseLanguage(t: TestApp, user: { cookie: string }, locale: Locale): Promise<void> {
  const response = await t.request('/api/me/locale', {
    method: 'PUT',
    json: { locale },
    headers: { cookie: user.cookie },
  });
  if (response.status !== 200)
    throw new Error(`Choosing ${locale} answered ${response.status}: ${await response.text()}`);
}

/** Gives a user another role straight in the database (how a superadmin or a financing officer is made). */
export async function grantRole(t: TestApp, userId: string, role: Role): Promise<void> {
  await t.database.db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

/** Takes a role away straight in the database. */
export async function revokeRole(t: TestApp, userId: string, role: Role): Promise<void> {
  await t.database.db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/**
 * A verified, signed-in user holding exactly `role` (a superadmin is a tenant sign-up given the role). The
 * `cookie` goes in the Cookie header: `t.request(path, { headers: { cookie } })`.
 */
export async function signedInAs(
  t: TestApp,
  role: Role,
  overrides: Partial<SignUpInput> = {},
): Promise<TestUser> {
  if (role === 'superadmin' || role === 'financing_officer') {
    const user = await signUpAndVerify(t, { user_purpose: 'tenant', ...overrides });
    await revokeRole(t, user.userId, 'tenant');
    await grantRole(t, user.userId, role);
    const me = (await (await t.request('/api/me', { headers: { cookie: user.cookie } })).json()) as Me;
    return { ...user, me };
  }
  return signUpAndVerify(t, { user_purpose: purposeForRole[role], ...overrides });
}

/** Each role, and an account that holds none. */
export type Who = Role | 'no role';
export const everyone: readonly Who[] = [
  'no role',
  'tenant',
  'landlord',
  'service_provider',
  'caretaker',
  'superadmin',
  'financing_officer',
];

/** One verified, signed-in user of each role and one with no role at all, for access tests. */
export async function signedInAsEveryone(t: TestApp): Promise<Record<Who, TestUser>> {
  const users = {} as Record<Who, TestUser>;
  for (const who of everyone) users[who] = await signedInAs(t, who === 'no role' ? 'tenant' : who);
  await revokeRole(t, users['no role'].userId, 'tenant');
  return users;
}
