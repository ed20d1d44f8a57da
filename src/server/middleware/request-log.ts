import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

const acceptableRequestId = /^[\w.-]{8,100}$/;

/** The query's parameter names only: values carry names, emails and phone numbers. */
function queryNames(url: string): { query?: string[] } {
  const at = url.indexOf('?');
  if (at < 0) return {};
  return { query: [...new Set(new URLSearchParams(url.slice(at + 1)).keys())] };
}

/** Gives each request an id (kept from a proxy when sane) and writes one structured line when it ends. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && acceptableRequestId.test(incoming) ? incoming : randomUUID();
  const logger = c.get('deps').logger.child({ requestId });
  c.set('requestId', requestId);
  c.set('logger', logger);
  c.header('X-Request-Id', requestId);
  await next();
  logger.info(
    {
      method: c.req.method,
      path: c.req.path,
      ...queryNames(c.req.url),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
});
