import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

/**
 * API answers are personal unless a route says otherwise (photos, hashed assets): nothing is kept by the
 * browser or a shared cache without the route's own Cache-Control.
 */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});
