import { createMiddleware } from 'hono/factory';
import { setAnswerHeader } from '../http/answer-header';

/**
 * `Cache-Control: private, no-store` on every answer of the routes it is used on, whatever the handler set:
 * answers about one person (their wallet, tenancy, documents) are kept by no browser cache or proxy.
 */
export const privateAnswers = createMiddleware(async (c, next) => {
  await next();
  setAnswerHeader(c, 'Cache-Control', 'private, no-store');
});
