import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { errorBody } from '../http/error-handler';

export const defaultBodyLimitBytes = 1024 * 1024;

/**
 * 1 MB for every request body, cut off when it passes the limit rather than read to the end. Upload routes
 * (`ownReaders`, by exact path) read their body themselves and enforce their own limit as the bytes arrive
 * (read-upload-form.ts): here they are only refused early by a Content-Length over their limit, never wrapped,
 * since wrapping the body would start a second reader.
 */
export function bodySizeLimit(ownReaders: Record<string, number> = {}) {
  const limiters = new Map<number, ReturnType<typeof bodyLimit>>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      const readable =
        maxSize >= 1024 * 1024 ? `${Math.round(maxSize / 1024 / 1024)} MB` : `${maxSize} bytes`;
      limiter = bodyLimit({
        maxSize,
        onError: (c) =>
          c.json(
            errorBody('PAYLOAD_TOO_LARGE', `The request body is larger than the ${readable} allowed.`),
            413,
          ),
      });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return createMiddleware<AppEnv>((c, next) => {
    // A GET or HEAD has no body to limit, and asking for one would build a web Request for every search.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const ownLimit = ownReaders[c.req.path];
    if (ownLimit === undefined) return limiterFor(defaultBodyLimitBytes)(c, next);
    const declared = Number(c.req.header('content-length') ?? NaN);
    if (declared > ownLimit) return limiterFor(ownLimit)(c, next);
    return next();
  });
}
