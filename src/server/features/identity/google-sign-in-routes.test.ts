import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthConfig, GooglePendingAccount } from '@common/auth/google-sign-in';
import type { SignUpResult } from '@common/auth/identity-input';
import type { Me } from '@common/auth/me';
import { loadConfig } from '../../config';
import { authAccounts, users } from '../../db/schema/index';
import {
  googleDiscoveryUrl,
  googleSettingsOf,
  googleStandInClientId,
  googleStandInClientSecret,
} from '../../lib/google/google-settings';
import { standInSubjectOf } from '../../lib/google/stand-in/google-stand-in';
import {
  cookieFrom,
  readSmsCode,
  signUpUnverified,
  uniqueEmail,
  uniquePhone,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { suspendAccountIn } from './suspend-account';

let ip = 0;
const nextIp = () => {
  ip += 1;
  return `203.0.113.${(ip % 250) + 1}`;
};

interface Chosen {
  email: string;
  name: string;
  unverified?: boolean;
  cancel?: boolean;
}

/**
 * One browser through 'Continue with Google': start (state cookie), the stand-in's account chooser, its
 * redirect back to better-auth's callback. Answers where the callback sent the browser and the cookies it set.
 */
async function googleSignIn(
  t: TestApp,
  chosen: Chosen,
  tamper?: { callbackCookie?: string; state?: string },
): Promise<{ location: string; cookie: string }> {
  const clientIp = nextIp();
  const started = await t.request('/api/identity/google/start', { method: 'POST', clientIp });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const stateCookie = cookieFrom(started);
  const authorize = new URL(url);
  expect(authorize.pathname).toBe('/standin/google/authorize');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();

  const chooser = await t.request(`${authorize.pathname}${authorize.search}`);
  expect(chooser.status).toBe(200);
  expect(await chooser.text()).toContain('Choose an account');

  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', chosen.email);
  form.set('name', chosen.name);
  form.set('choice', chosen.cancel ? 'cancel' : 'continue');
  if (chosen.unverified) form.set('unverified', 'on');
  const picked = await t.request(authorize.pathname, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(picked.status).toBe(302);
  const back = new URL(picked.headers.get('location')!);
  expect(back.pathname).toBe('/api/auth/callback/google');
  if (tamper?.state) back.searchParams.set('state', tamper.state);

  const callback = await t.request(`${back.pathname}${back.search}`, {
    headers: { cookie: tamper?.callbackCookie ?? stateCookie },
    clientIp,
  });
  expect(callback.status).toBe(302);
  return { location: callback.headers.get('location')!, cookie: cookieFrom(callback) };
}

describe('Google sign-in switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers no Google: the config says so and the start, callback and stand-in are not there', async () => {
    const config = await t.request('/api/identity/config');
    expect(config.status).toBe(200);
    expect((await config.json()) as AuthConfig).toEqual({ google: false });
    const started = await t.request('/api/identity/google/start', { method: 'POST' });
    expect(started.status).toBe(404);
    expect(((await started.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await t.request('/api/auth/callback/google?code=x&state=y')).status).toBe(404);
    expect((await t.request('/api/identity/google/pending')).status).toBe(404);
    expect((await t.request('/standin/google/.well-known/openid-configuration')).status).toBe(404);
  });
});

describe('Google sign-in through the OpenID Connect stand-in', () => {
  let t: TestApp;
  let server: ServerType;

  beforeAll(async () => {
    // better-auth reaches the stand-in over HTTP (discovery, token, JWKS), so the app listens on a port.
    const target: { app?: TestApp['app'] } = {};
    server = serve({ fetch: (request) => target.app!.fetch(request), port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({ GOOGLE_ENV: 'standin', PORT: String(port), HOST: '127.0.0.1' });
    target.app = t.app;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const me = async (cookie: string) => t.request('/api/me', { headers: { cookie } });

  it('says Google is offered and serves a discovery document with a JWKS', async () => {
    expect((await (await t.request('/api/identity/config')).json()) as AuthConfig).toEqual({ google: true });
    const discovery = (await (
      await t.request('/standin/google/.well-known/openid-configuration')
    ).json()) as Record<string, string>;
    expect(discovery.authorization_endpoint).toMatch(/\/standin\/google\/authorize$/);
    const jwks = (await (await t.request('/standin/google/certs')).json()) as {
      keys: Array<{ kty: string }>;
    };
    expect(jwks.keys[0]?.kty).toBe('RSA');
  });

  it('a new Google account chooses its role and verifies its phone before anything else', async () => {
    const email = uniqueEmail('google-new');
    const { location, cookie } = await googleSignIn(t, { email, name: 'Wanjiku Kamau Otieno' });
    expect(location).toBe('/auth/google');
    expect(cookie).toContain('abode.session_token=');

    // Signed in with Google, but no ABODE account yet: nobody to the API, no dashboard.
    expect(await (await me(cookie)).json()).toBeNull();
    expect((await t.request('/api/properties/mine?as=landlord', { headers: { cookie } })).status).toBe(401);
    const pending = await t.request('/api/identity/google/pending', { headers: { cookie } });
    expect(pending.status).toBe(200);
    expect((await pending.json()) as GooglePendingAccount).toEqual({
      email,
      firstName: 'Wanjiku',
      lastName: 'Kamau Otieno',
    });

    // The role and the phone, as the sign-up takes them.
    const complete = (json: unknown) =>
      t.request('/api/identity/google/complete', { method: 'POST', json, headers: { cookie } });
    const phone = uniquePhone();
    expect((await complete({ first_name: 'Wanjiku', last_name: 'Kamau', phone })).status).toBe(400);
    const done = await complete({
      first_name: 'Wanjiku',
      last_name: 'Kamau',
      phone: '0' + phone.slice(4),
      user_purpose: 'landlord',
    });
    expect(done.status).toBe(201);
    const created = (await done.json()) as SignUpResult;
    expect(created.me).toMatchObject({ email, phone, roles: ['landlord'], phoneVerified: false });
    expect(created.verification).not.toBeNull();
    const again = await complete({ first_name: 'W', last_name: 'K', phone, user_purpose: 'tenant' });
    expect(again.status).toBe(409);

    // The phone first: the landlord's pages answer 403 until the code is in.
    const before = await t.request('/api/properties/mine?as=landlord', { headers: { cookie } });
    expect(before.status).toBe(403);
    expect(((await before.json()) as { error: { reason: string } }).error.reason).toBe('phone_not_verified');
    const code = await readSmsCode(t, phone);
    const verified = await t.request('/api/identity/phone/verify', {
      method: 'POST',
      json: { code },
      headers: { cookie },
    });
    expect(verified.status).toBe(200);
    expect((await t.request('/api/properties/mine?as=landlord', { headers: { cookie } })).status).toBe(200);

    // Google again: the same account, set up, straight in.
    const second = await googleSignIn(t, { email, name: 'Wanjiku Kamau' });
    expect(second.location).toBe('/auth/google');
    const signedIn = (await (await me(second.cookie)).json()) as Me;
    expect(signedIn).toMatchObject({ id: created.me.id, phoneVerified: true, roles: ['landlord'] });
    expect(
      (await t.request('/api/identity/google/pending', { headers: { cookie: second.cookie } })).status,
    ).toBe(409);
  });

  it('an existing account with the same email, verified by Google, signs in to that account', async () => {
    const existing = await signUpUnverified(t, { email: uniqueEmail('google-existing') });
    const { location, cookie } = await googleSignIn(t, { email: existing.email, name: 'Amina Njeri' });
    expect(location).toBe('/auth/google');
    const signedIn = (await (await me(cookie)).json()) as Me;
    expect(signedIn.id).toBe(existing.userId);
    const [link] = await t.database.db
      .select({ accountId: authAccounts.accountId })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, existing.userId), eq(authAccounts.providerId, 'google')));
    expect(link?.accountId).toBe(standInSubjectOf(existing.email));
    // The password still works beside Google.
    const byPassword = await t.request('/api/identity/sign-in', {
      method: 'POST',
      json: { email: existing.email, password: existing.password },
      clientIp: nextIp(),
    });
    expect(byPassword.status).toBe(200);
  });

  it('does not link an existing account when Google has not verified the email', async () => {
    const existing = await signUpUnverified(t, { email: uniqueEmail('google-unverified') });
    const { location, cookie } = await googleSignIn(t, {
      email: existing.email,
      name: 'Someone Else',
      unverified: true,
    });
    expect(location).toMatch(/^\/auth\/google\?error=account_not_linked/);
    expect(cookie).not.toContain('abode.session_token=');
    const links = await t.database.db
      .select({ id: authAccounts.id })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, existing.userId), eq(authAccounts.providerId, 'google')));
    expect(links).toHaveLength(0);
  });

  it('refuses a callback whose state does not belong to this browser (CSRF), and a forged state', async () => {
    const email = uniqueEmail('google-csrf');
    // Another browser's callback: no state cookie of its own.
    const stolen = await googleSignIn(t, { email, name: 'Eve Mallory' }, { callbackCookie: '' });
    expect(stolen.location).toMatch(/^\/auth\/google\?error=state_(security_)?mismatch/);
    expect(stolen.cookie).not.toContain('abode.session_token=');
    // A state the server never issued.
    const forged = await googleSignIn(t, { email, name: 'Eve Mallory' }, { state: 'forged-state-value' });
    expect(forged.location).toMatch(/\/auth\/google\?error=state_mismatch/);
    expect(forged.cookie).not.toContain('abode.session_token=');
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(user).toBeUndefined();
  });

  it('comes back with access_denied when the person cancels at Google', async () => {
    const { location, cookie } = await googleSignIn(t, { email: 'x@example.com', name: 'X', cancel: true });
    expect(location).toMatch(/^\/auth\/google\?error=access_denied/);
    expect(cookie).not.toContain('abode.session_token=');
  });

  it('a suspended account signing in through Google is refused and its new session ended', async () => {
    const existing = await signUpUnverified(t, { email: uniqueEmail('google-suspended') });
    await t.database.db.transaction((tx) =>
      suspendAccountIn(tx, { userId: existing.userId, reason: 'fraud', at: new Date() }),
    );
    const { location, cookie } = await googleSignIn(t, { email: existing.email, name: 'Amina Njeri' });
    expect(location).toBe('/auth/google');
    expect(await (await me(cookie)).json()).toBeNull();
    const pending = await t.request('/api/identity/google/pending', { headers: { cookie } });
    expect(pending.status).toBe(403);
    expect(((await pending.json()) as { error: { reason: string } }).error.reason).toBe('account_suspended');
    expect((await t.request('/api/identity/google/pending', { headers: { cookie } })).status).toBe(401);
  });

  it('completes nothing without a Google session', async () => {
    const anonymous = await t.request('/api/identity/google/complete', {
      method: 'POST',
      json: { first_name: 'A', last_name: 'B', phone: uniquePhone(), user_purpose: 'tenant' },
    });
    expect(anonymous.status).toBe(401);
    const passwordUser = await signUpUnverified(t);
    const notGoogle = await t.request('/api/identity/google/pending', {
      headers: { cookie: passwordUser.cookie },
    });
    expect(notGoogle.status).toBe(409);
  });

  it("the stand-in's token endpoint refuses a wrong client, a spent code and a wrong PKCE verifier", async () => {
    const token = (body: Record<string, string>) =>
      t.request('/standin/google/token', {
        method: 'POST',
        body: new URLSearchParams(body).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const wrongClient = await token({
      grant_type: 'authorization_code',
      code: 'x',
      client_id: googleStandInClientId,
      client_secret: 'wrong',
    });
    expect(wrongClient.status).toBe(401);
    expect(((await wrongClient.json()) as { error: string }).error).toBe('invalid_client');
    const spent = await token({
      grant_type: 'authorization_code',
      code: '4/never-issued',
      redirect_uri: `http://localhost:${t.config.PORT}/api/auth/callback/google`,
      code_verifier: 'v'.repeat(43),
      client_id: googleStandInClientId,
      client_secret: googleStandInClientSecret,
    });
    expect(spent.status).toBe(400);
    expect(((await spent.json()) as { error: string }).error).toBe('invalid_grant');

    // A real code, sent with another verifier than the challenge it was issued for: refused, and spent.
    const started = await t.request('/api/identity/google/start', { method: 'POST', clientIp: nextIp() });
    const authorize = new URL(((await started.json()) as { url: string }).url);
    const form = new URLSearchParams(authorize.searchParams);
    form.set('email', uniqueEmail('google-pkce'));
    form.set('name', 'Pkce Test');
    const picked = await t.request(authorize.pathname, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const code = new URL(picked.headers.get('location')!).searchParams.get('code')!;
    const exchange = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: authorize.searchParams.get('redirect_uri')!,
      code_verifier: 'w'.repeat(43),
      client_id: googleStandInClientId,
      client_secret: googleStandInClientSecret,
    };
    const wrongVerifier = await token(exchange);
    expect(wrongVerifier.status).toBe(400);
    expect(((await wrongVerifier.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await token(exchange)).status).toBe(400);
  });
});

describe('Google sign-in configuration', () => {
  it('uses Google itself whenever a client is configured, and never the stand-in in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/abode',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'abode',
      AFRICASTALKING_API_KEY: 'key',
      MPESA_ENV: 'production',
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CONSUMER_SECRET: 's',
      MPESA_SHORTCODE: '123456',
      MPESA_PASSKEY: 'p',
      MPESA_CALLBACK_TOKEN: 'a'.repeat(32),
      MPESA_INITIATOR_NAME: 'api',
      MPESA_SECURITY_CREDENTIAL: 'c',
      PUBLIC_URL: 'https://abode.co.ke',
      PAYSTACK_ENV: 'live',
      PAYSTACK_SECRET_KEY: 'sk_live_abcdefghijklmnop',
      BANK_WEBHOOK_SECRET: 'b'.repeat(40),
      BANK_COLLECTION_BANK: 'KCB',
      BANK_COLLECTION_ACCOUNT_NAME: 'ABODE',
      BANK_COLLECTION_ACCOUNT_NUMBER: '1234567890',
      BANK_COLLECTION_BRANCH: 'Moi Avenue',
    };
    const client = { GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'GOCSPX-x' };
    expect(googleSettingsOf(loadConfig(production))).toBeNull();
    expect(googleSettingsOf(loadConfig({ ...production, ...client }))).toMatchObject({
      env: 'google',
      discoveryUrl: googleDiscoveryUrl,
      clientId: client.GOOGLE_CLIENT_ID,
    });
    expect(() => loadConfig({ ...production, ...client, GOOGLE_ENV: 'standin' })).toThrow(/GOOGLE_ENV/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-half' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_ENV: 'google' })).toThrow(/GOOGLE_CLIENT_ID/);
    // A developer's real client goes to Google, not the stand-in.
    expect(googleSettingsOf(loadConfig({ ...client }))?.discoveryUrl).toBe(googleDiscoveryUrl);
    // The local demo (`npm start`): the stand-in, so the button works; tests ask for it explicitly.
    expect(googleSettingsOf(loadConfig({}))?.env).toBe('standin');
    expect(googleSettingsOf(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
    expect(googleSettingsOf(loadConfig({ DATABASE_URL: 'postgres://localhost/abode' }))).toBeNull();
  });
});
