import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parseCookies } from 'better-call';
import { roles as knownRoles, type Role } from '@common/auth/roles';
import type { Actor } from '../../context';
import type { Database } from '../../db/client';
import { authSessions, profiles, userRoles } from '../../db/schema/index';
import type { Identity } from './identity';

/** Cookie names and timings of one better-auth instance, read once from its context. */
interface SessionCookieRules {
  tokenCookie: string;
  dataCookie: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const rulesOf = new WeakMap<Identity, Promise<SessionCookieRules>>();

function sessionCookieRules(identity: Identity): Promise<SessionCookieRules> {
  let rules = rulesOf.get(identity);
  if (!rules) {
    rules = identity.auth.$context.then((context) => ({
      tokenCookie: context.authCookies.sessionToken.name,
      dataCookie: context.authCookies.sessionData.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    // A failed read is asked again by the next request rather than kept.
    rules.catch(() => rulesOf.delete(identity));
    rulesOf.set(identity, rules);
  }
  return rules;
}

/**
 * The token of a session cookie whose signature is the secret's, checked as better-call checks it (the value,
 * a dot, a 44-character base64 HMAC-SHA256), but with node:crypto instead of importing a WebCrypto key per
 * request. Null for anything else.
 */
export function verifiedSessionToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = cookieValue.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const token = cookieValue.slice(0, dot);
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function prepareSessionActorRows(db: Database) {
  return db
    .select({
      sessionId: authSessions.id,
      userId: authSessions.userId,
      expiresAt: authSessions.expiresAt,
      hasProfile: sql<boolean>`${profiles.id} is not null`,
      phone: profiles.phone,
      phoneVerifiedAt: profiles.phoneVerifiedAt,
      suspendedAt: profiles.suspendedAt,
      role: userRoles.role,
    })
    .from(authSessions)
    .leftJoin(profiles, eq(profiles.id, authSessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, authSessions.userId))
    .where(eq(authSessions.token, sql.placeholder('token')))
    .prepare('session_actor');
}

// Prepared once per database: every signed-in request runs it, so drizzle builds it and PostgreSQL plans it
// once per connection.
const preparedRows = new WeakMap<Database, ReturnType<typeof prepareSessionActorRows>>();

/** The session of this token with its account's profile and roles: a row per role, none if no such session. */
export function sessionRows(db: Database, token: string) {
  let query = preparedRows.get(db);
  if (!query) {
    query = prepareSessionActorRows(db);
    preparedRows.set(db, query);
  }
  return query.execute({ token });
}

type SessionActorRow = Awaited<ReturnType<typeof sessionRows>>[number];

/** Who the rows of one session act as: nobody without a profile or when suspended. */
export function actorOfRows(rows: readonly SessionActorRow[]): Actor | null {
  const first = rows[0];
  // A suspended account acts as nobody, even with a session made before the suspension.
  if (!first?.hasProfile || first.suspendedAt) return null;
  const roles = rows
    .map((row) => row.role)
    .filter((role): role is Role => role !== null && (knownRoles as readonly string[]).includes(role));
  return {
    userId: first.userId,
    sessionId: first.sessionId,
    roles,
    phoneVerified: first.phone !== null && first.phoneVerifiedAt !== null,
  };
}

/** better-auth must answer: the session is gone, expired or due for renewal, or a cookie needs clearing. */
export const askBetterAuth = Symbol('ask better-auth');

/**
 * The actor of a request's session in one prepared query, when nothing about the session needs writing.
 * better-auth's own check costs about 3.6 ms of server CPU a request (a WebCrypto key imported per request,
 * three queries built by its adapter and ours); this one reads the same rows. Whatever better-auth would
 * answer with a cookie or a write (no such session, expired, due for its daily renewal, a stale cookie cache)
 * is left to it: `askBetterAuth`. A cookie that is not validly signed acts as nobody, as better-auth's does.
 */
export async function sessionActor(
  db: Database,
  identity: Identity,
  cookieHeader: string,
  now: number,
): Promise<Actor | null | typeof askBetterAuth> {
  const rules = await sessionCookieRules(identity);
  const cookies = parseCookies(cookieHeader);
  const value = cookies.get(rules.tokenCookie);
  if (!value) return null;
  // better-auth clears a cookie cache it does not use (whole or in chunks): its answer carries that Set-Cookie.
  const dataChunk = `${rules.dataCookie}.`;
  for (const name of cookies.keys()) {
    if (name === rules.dataCookie || name.startsWith(dataChunk)) return askBetterAuth;
  }
  const token = verifiedSessionToken(value, rules.secret);
  if (!token) return null;
  const rows = await sessionRows(db, token);
  const first = rows[0];
  if (!first) return askBetterAuth;
  // Due for renewal a day after it was last renewed, so well before its end: an expired session is due too.
  if (first.expiresAt.getTime() - rules.expiresInMs + rules.updateAgeMs <= now) return askBetterAuth;
  return actorOfRows(rows);
}
