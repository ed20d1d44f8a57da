import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler already made. `c.header` would first turn @hono/node-server's light
 * response into a full web Response and copy it into another, about 0.3 ms of server CPU a request, and the
 * copy is then written as a stream instead of in one write. An answer with immutable headers
 * (Response.redirect, a fetched response) still goes through `c.header`, which copies it.
 */
export function setAnswerHeader(c: Context, name: string, value: string, options?: { append: boolean }) {
  try {
    if (options?.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}
