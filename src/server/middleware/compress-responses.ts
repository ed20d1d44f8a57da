import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

const compressible = /^(?:application\/(?:json|xml|javascript)|text\/|image\/svg\+xml)/i;
/** Statuses that never carry a body. */
const bodiless = new Set([101, 103, 204, 205, 304]);
// Below this a compressed body saves less than the header costs.
const minBytes = 1024;

/**
 * Brotli (quality 4) or gzip for API answers, with node's zlib in one call. Hono's `compress()` goes through
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
  if (!compressible.test(res.headers.get('Content-Type') ?? '')) return;
  res.headers.append('Vary', 'Accept-Encoding');
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const encoding = /\bbr\b/i.test(accepted) ? 'br' : /\bgzip\b/i.test(accepted) ? 'gzip' : null;
  if (!encoding) return;
  const body = Buffer.from(await res.arrayBuffer());
  const compressed =
    body.length < minBytes
      ? null
      : encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 6 });
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  if (compressed) headers.set('Content-Encoding', encoding);
  // Cleared first: replacing a response wraps the new one around a stream of its body to merge the old
  // headers (already copied here), and the server then writes it chunk by chunk instead of in one write.
  c.res = undefined;
  c.res = new Response(compressed ?? body, { status: res.status, headers });
});
