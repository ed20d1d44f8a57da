import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { setAnswerHeader } from '../http/answer-header';

/**
 * API answers are personal unless a route says otherwise (photos, hashed assets): nothing is kept by the
 * browser or a shared cache without the route's own Cache-Control.
 */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
});
