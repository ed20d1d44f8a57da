import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

const compressible = /^(?:application\/(?:json|xml|javascript)|text\/|image\/svg\+xml)/i;
/**
 * Measured on a page of search results (34 KB of JSON): brotli 2 takes 0.08 ms and gives 3.6 KB, where 4 took
 * 0.13 ms for 3.7 KB; gzip 4 takes 0.09 ms for 3.9 KB, where 6 took 0.14 ms for 3.9 KB.
 */
const brotliQuality = 2;
const gzipLevel = 4;
/** Statuses that never carry a body. */
const bodiless = new Set([101, 103, 204, 205, 304]);
// Below this a compressed body saves less than the header costs.
const minBytes = 1024;

/**
 * The body @hono/node-server's light response was made with (a string or bytes), read without making it a full
 * web Response: `arrayBuffer()` would build one and read it through web streams, about 0.3 ms a request, most
 * of it for answers too small to compress. The light response keeps `[status, body, headers]` under a symbol
 * described 'cache' (src/response.ts of @hono/node-server); any other response is read the standard way.
 */
async function bodyOf(res: Response): Promise<Uint8Array<ArrayBuffer>> {
  const held = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  const cache: unknown = held && (res as unknown as Record<symbol, unknown>)[held];
  const body: unknown = Array.isArray(cache) ? cache[1] : undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return new Uint8Array(body);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * Brotli or gzip for API answers, with node's zlib in one call. Hono's `compress()` goes through
 * web streams (CompressionStream), which cost about 2.5 ms per search answer on this 2-core machine against
 * 0.2 ms here: more than a third of the request. The bodies are JSON and small drawings (a page of search
 * results is about 35 KB), so compressing them whole is cheap; files (KYC documents, precompressed web
 * assets) are never compressible types here and stream untouched.
 */
export const compressResponses = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  // Status and headers only: asking a response for its body or status text turns the server's light response
  // into a full web Response, which costs more than compressing it.
  if (bodiless.has(res.status) || c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return;
  const type = res.headers.get('Content-Type') ?? '';
  // A server-sent event stream never ends: each event must leave as it is written.
  if (!compressible.test(type) || /^text\/event-stream/i.test(type)) return;
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const encoding = /\bbr\b/i.test(accepted) ? 'br' : /\bgzip\b/i.test(accepted) ? 'gzip' : null;
  if (!encoding) {
    res.headers.append('Vary', 'Accept-Encoding');
    return;
  }
  // The headers are copied before the body is read: @hono/node-server's lightweight Response (the global
  // one in the server) rebuilds itself from the headers it was made with when its body is read, dropping any
  // header set on it since (this Vary, or one an inner middleware added).
  const headers = new Headers(res.headers);
  headers.append('Vary', 'Accept-Encoding');
  const body = await bodyOf(res);
  const compressed =
    body.length < minBytes
      ? null
      : encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: gzipLevel });
  headers.delete('Content-Length');
  if (compressed) headers.set('Content-Encoding', encoding);
  // Cleared first: replacing a response wraps the new one around a stream of its body to merge the old
  // headers (already copied here), and the server then writes it chunk by chunk instead of in one write.
  c.res = undefined;
  c.res = new Response(compressed ?? body, { status: res.status, headers });
});
