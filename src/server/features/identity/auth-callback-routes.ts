import { Hono } from 'hono';
import { googleTexts } from '@common/auth/google-sign-in';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { AppError } from '../../lib/app-error';
import { googleSettingsOf } from '../../lib/google/google-settings';
import { identityFor } from './identity';
import { authHeadersOf } from './identity-context';

/**
 * The one better-auth endpoint served as is, mounted at /api/auth: Google's redirect back (the state checked
 * against this browser's signed cookie, the code exchanged, the ID token verified, the account found, linked
 * or made, the session set), answered with a redirect to /auth/google. Everything else of better-auth stays
 * behind our own routes; 404 where Google sign-in is off.
 */
export const authCallbackRoutes = new Hono<AppEnv>().get('/callback/google', async (c) => {
  const deps = c.get('deps');
  if (!googleSettingsOf(deps.config)) throw new AppError('NOT_FOUND', googleTexts.unavailable);
  const { auth } = await identityFor(deps);
  const request = new Request(c.req.url, {
    method: 'GET',
    headers: authHeadersOf(c, serviceContext(c).clientKey),
  });
  return auth.handler(request);
});
