import { createMiddleware } from 'hono/factory';
import { isStorableText } from '@common/text/storable-text';
import type { AppEnv } from '../context';
import { errorBody } from '../http/error-handler';

/**
 * An /api address whose decoded path or query holds text no column can store (a `%00`), or that does not
 * decode at all, is refused here (400) before any route reads an id from it.
 */
export const storableAddress = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  let decoded: string[];
  try {
    // The path as sent (still percent-encoded), decoded once here.
    decoded = url.pathname.split('/').map((segment) => decodeURIComponent(segment));
    for (const [key, value] of url.searchParams) decoded.push(key, value);
  } catch {
    return c.json(errorBody('BAD_REQUEST', 'The address is not valid: it has a broken % sequence.'), 400);
  }
  if (!decoded.every(isStorableText)) {
    return c.json(
      errorBody(
        'BAD_REQUEST',
        'The address contains a character that cannot be stored (a NUL or half of an emoji).',
      ),
      400,
    );
  }
  return next();
});
