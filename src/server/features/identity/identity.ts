import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import { secureCookiesOf, type AppConfig } from '../../config';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { authAccounts, authSessions, authVerifications, users } from '../../db/schema/index';
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

function buildAuth(config: AppConfig, db: Database, logger: Logger, secret: string) {
  const secure = secureCookiesOf(config);
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
