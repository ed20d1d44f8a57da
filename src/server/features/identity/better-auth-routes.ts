import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { errorBody } from '../../http/error-handler';
import { identityFor } from './identity';

/**
 * better-auth's own handler at /api/auth, opened only for reading and ending the session. Signing up and in
 * go through /api/identity, which add validation, the brute-force lock and the role check; leaving the
 * library's versions reachable would bypass them.
 */
const openPaths = new Set(['/api/auth/get-session', '/api/auth/sign-out']);

export const betterAuthRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  if (!openPaths.has(c.req.path)) {
    return c.json(errorBody('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`), 404);
  }
  const { auth } = await identityFor(c.get('deps'));
  return auth.handler(c.req.raw);
});
