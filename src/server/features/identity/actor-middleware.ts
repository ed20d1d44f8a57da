import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { cookiePrefix, identityFor } from './identity';
import { authHeadersOf } from './identity-context';
import { actorOfRows, askBetterAuth, sessionActor, sessionRows } from './session-actor';

const sessionCookieMarker = `${cookiePrefix}.session_token=`;

/**
 * Resolves the better-auth session of every /api request into `actor` ({ userId, roles, phoneVerified }), or
 * null. A request without the session cookie costs nothing. A session that needs nothing written is read in
 * one prepared query (session-actor.ts); otherwise better-auth answers, and a renewed (or cleared) cookie is
 * passed on.
 */
export const resolveActor = createMiddleware<AppEnv>(async (c, next) => {
  c.set('actor', null);
  const cookie = c.req.header('cookie');
  if (!cookie?.includes(sessionCookieMarker)) return next();
  const deps = c.get('deps');
  const identity = await identityFor(deps);
  const db = deps.database.db;
  const actor = await sessionActor(db, identity, cookie, Date.now());
  if (actor !== askBetterAuth) {
    c.set('actor', actor);
    return next();
  }
  const { headers, response: session } = await identity.auth.api.getSession({
    headers: authHeadersOf(c, serviceContext(c).clientKey),
    returnHeaders: true,
  });
  if (session) c.set('actor', actorOfRows(await sessionRows(db, session.session.token)));
  await next();
  for (const setCookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', setCookie);
});
