import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Logger } from 'pino';
import { secureCookiesOf, type AppConfig } from '../../config';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { authAccounts, authSessions, authVerifications, users } from '../../db/schema/index';
import {
  googleRedirectUriOf,
  googleSettingsOf,
  publicOriginOf,
  type GoogleSettings,
} from '../../lib/google/google-settings';
import { resolveAuthSecret } from './auth-secret';
import { hashPassword, verifyPassword } from './password-hashing';
import { createSmsSender } from './sms/create-sms-sender';
import type { SmsSender } from './sms/sms-sender';

export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;
/** A session in use is pushed out to a full 7 days again at most once a day. */
export const sessionRenewAfterSeconds = 24 * 60 * 60;
export const cookiePrefix = 'abode';
/** better-auth reads the client's address from here; we set it from the address the rate limits use. */
export const clientIpHeader = 'x-abode-client-ip';

/** The web page a Google sign-in comes back to, success or not (`?error=…`); it routes the person on. */
export const googleReturnPath = '/auth/google';

/**
 * 'Continue with Google' through better-auth's generic OAuth plugin over Google's OpenID Connect discovery
 * document (docs/adr/0009): the built-in Google provider hard-codes Google's token endpoint, so it could not be
 * pointed at the local stand-in. Registered as provider `google`, through better-auth's own sign-in and
 * callback; ID tokens are verified against the discovery document's issuer and JWKS, with the nonce.
 */
function googlePlugin(config: AppConfig, google: GoogleSettings) {
  return genericOAuth({
    config: [
      {
        providerId: 'google',
        name: 'Google',
        discoveryUrl: google.discoveryUrl,
        requireIdTokenVerification: true,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        redirectURI: googleRedirectUriOf(config),
        scopes: ['openid', 'email', 'profile'],
        prompt: 'select_account',
        pkce: true,
      },
    ],
  });
}

function buildAuth(config: AppConfig, db: Database, logger: Logger, secret: string) {
  const secure = secureCookiesOf(config);
  const google = googleSettingsOf(config);
  return betterAuth({
    appName: 'ABODE',
    baseURL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: authSessions, account: authAccounts, verification: authVerifications },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: sessionLifetimeSeconds, updateAge: sessionRenewAfterSeconds },
    plugins: google ? [googlePlugin(config, google)] : [],
    account: {
      // The OAuth state is kept in the verification table, bound to a signed cookie of the browser that began.
      storeStateStrategy: 'database',
      accountLinking: {
        enabled: true,
        // Google signs in to an existing account with the same email only when Google has verified that email
        // (no provider is trusted without it). ABODE proves phones, not emails, so the local row's flag is never
        // set: the check stays on Google's word (docs/adr/0009 weighs the pre-registration risk).
        trustedProviders: [],
        requireLocalEmailVerified: false,
      },
    },
    // Where a failed OAuth callback lands when its state could not even be read (else the sign-in's own).
    onAPIError: { errorURL: `${publicOriginOf(config)}${googleReturnPath}` },
    // Limits live in the database (src/server/lib/rate-limit.ts), applied by our routes, never in memory.
    rateLimit: { enabled: false },
    // Same-origin is enforced for every /api mutation by our own middleware; these are the origins it allows.
    trustedOrigins: (request) => {
      const origins = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [];
      if (request) origins.push(new URL(request.url).origin);
      return origins;
    },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    telemetry: { enabled: false },
    // Its warnings are routine ("User not found" on every wrong email); our services log what matters.
    logger: {
      level: 'error',
      log: (level, message) => logger[level]({ component: 'better-auth' }, message),
    },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

/** Everything the identity feature builds once per app: better-auth, the secret and the SMS driver. */
export interface Identity {
  auth: Auth;
  secret: string;
  sms: SmsSender;
}

const instances = new WeakMap<AppDeps, Promise<Identity>>();

/**
 * The identity services of one app, made on first use. Keyed by the app's deps rather than held in a module
 * singleton, so every test app with its own database gets its own.
 */
export function identityFor(deps: AppDeps): Promise<Identity> {
  let instance = instances.get(deps);
  if (!instance) {
    instance = (async () => {
      const { config, logger } = deps;
      const db = deps.database.db;
      const secret = await resolveAuthSecret(config, db, logger);
      return {
        auth: buildAuth(config, db, logger, secret),
        secret,
        sms: createSmsSender({ config, db, logger }),
      };
    })();
    instance.catch(() => instances.delete(deps));
    instances.set(deps, instance);
  }
  return instance;
}
