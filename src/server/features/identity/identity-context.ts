import type { Context } from 'hono';
import type { AppEnv, ServiceContext } from '../../context';
import { serviceContext } from '../../http/service-context';
import { clientIpHeader, identityFor, type Identity } from './identity';

/** A service context plus what identity services need: better-auth, SMS, and the request's cookie. */
export interface IdentityContext extends ServiceContext {
  identity: Identity;
  /** The headers passed to better-auth: the cookie, the user agent and the client's address. */
  authHeaders: Headers;
}

export function authHeadersOf(c: Context<AppEnv>, clientKey: string): Headers {
  const headers = new Headers();
  for (const name of ['cookie', 'user-agent']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  headers.set(clientIpHeader, clientKey);
  return headers;
}

export async function identityContext(c: Context<AppEnv>): Promise<IdentityContext> {
  const base = serviceContext(c);
  const deps = c.get('deps');
  return {
    ...base,
    identity: await identityFor(deps),
    authHeaders: authHeadersOf(c, base.clientKey),
  };
}

/** Passes the cookies better-auth set (a new session, a renewal, a sign-out) on to the response. */
export function forwardCookies(c: Context<AppEnv>, cookies: readonly string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}
