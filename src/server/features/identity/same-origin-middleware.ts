import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { errorBody } from '../../http/error-handler';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteMessage = 'This request must come from the ABODE site itself.';

/** The origins this server answers as: its own (as the request reached it, or through the proxy) and PUBLIC_URL. */
function ownOrigins(c: Context<AppEnv>): Set<string> {
  const { config } = c.get('deps');
  const url = new URL(c.req.url);
  const origins = new Set([url.origin]);
  if (config.PUBLIC_URL) origins.add(new URL(config.PUBLIC_URL).origin);
  if (config.TRUST_PROXY) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host');
    if (host) origins.add(`${proto}://${host}`);
  }
  return origins;
}

/**
 * Cross-site request forgery: a state-changing /api request is refused (403) when the browser says it comes
 * from another site (Sec-Fetch-Site: cross-site) or its Origin is not this site's. Requests without either
 * header (server to server, tests, old clients) pass: browsers send Origin on every cross-origin POST.
 */
export const sameOriginMutations = createMiddleware<AppEnv>(async (c, next) => {
  if (safeMethods.has(c.req.method)) return next();
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (fetchSite === 'cross-site' || (origin !== undefined && !ownOrigins(c).has(origin))) {
    c.get('logger')?.warn({ origin, fetchSite, path: c.req.path }, 'cross-site request refused');
    return c.json(errorBody('FORBIDDEN', crossSiteMessage), 403);
  }
  return next();
});
