import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { roles as knownRoles, type Role } from '@common/auth/roles';
import type { Actor, AppEnv } from '../../context';
import type { Database } from '../../db/client';
import { profiles, userRoles } from '../../db/schema/index';
import { serviceContext } from '../../http/service-context';
import { cookiePrefix, identityFor } from './identity';
import { authHeadersOf } from './identity-context';

const sessionCookieMarker = `${cookiePrefix}.session_token=`;

async function actorFor(db: Database, userId: string): Promise<Actor | null> {
  const rows = await db
    .select({
      phone: profiles.phone,
      phoneVerifiedAt: profiles.phoneVerifiedAt,
      suspendedAt: profiles.suspendedAt,
      role: userRoles.role,
    })
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(eq(profiles.id, userId));
  // A suspended account acts as nobody, even with a session made before the suspension.
  if (rows.length === 0 || rows[0]!.suspendedAt) return null;
  const roles = rows
    .map((row) => row.role)
    .filter((role): role is Role => role !== null && (knownRoles as readonly string[]).includes(role));
  return { userId, roles, phoneVerified: rows[0]!.phone !== null && rows[0]!.phoneVerifiedAt !== null };
}

/**
 * Resolves the better-auth session of every /api request into `actor` ({ userId, roles, phoneVerified }), or
 * null. A request without the session cookie costs nothing. A renewed (or cleared) cookie is passed on.
 */
export const resolveActor = createMiddleware<AppEnv>(async (c, next) => {
  c.set('actor', null);
  if (!c.req.header('cookie')?.includes(sessionCookieMarker)) return next();
  const deps = c.get('deps');
  const { auth } = await identityFor(deps);
  const { headers, response: session } = await auth.api.getSession({
    headers: authHeadersOf(c, serviceContext(c).clientKey),
    returnHeaders: true,
  });
  if (session) {
    const actor = await actorFor(deps.database.db, session.user.id);
    c.set('actor', actor && { ...actor, sessionId: session.session.id });
  }
  await next();
  for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
});
