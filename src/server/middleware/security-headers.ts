import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { firstPaintScriptSource } from '../http/first-paint';

/** Frames of the embedded video provider, used by the virtual tours and the firm's process video. */
export const videoFrameSources = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

const allSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // The one inline script: a prerendered page's language check before its first paint (http/first-paint.ts).
    scriptSrc: ["'self'", firstPaintScriptSource],
    // Radix positions popovers with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: videoFrameSources,
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: { camera: ['self'], microphone: [], geolocation: ['self'] },
});

/**
 * What a browser reads only from a document's (or a worker's) own answer: the policy of the page the answer
 * becomes. On a script, a stylesheet, a picture or a font the page loads they do nothing, and they are about
 * 0.9 KB of the 1.2 KB of headers such an answer carried, more than most of the dashboards' small scripts
 * weigh (issue 16's data budget; HTTP/1.1 sends them uncompressed). HSTS is learnt from the page itself.
 */
const documentOnlyHeaders = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * Content types that are never a document: scripts, stylesheets, raster pictures and fonts. SVG is left out
 * (opened on its own it is a document that can run script), and so is JSON (an API answer opened in a tab).
 */
const subresourceType = /^(text\/javascript|text\/css|image\/(png|jpeg|webp|avif|gif|x-icon)|font\/)/;

/** The service worker: its own answer's Content-Security-Policy is the one it runs under. */
const workerScriptPath = '/sw.js';

/**
 * Security headers on every answer: the whole set on pages, API answers and anything that may be opened as a
 * document; on a page's scripts, stylesheets, pictures and fonts only those that apply to them (nosniff,
 * Cross-Origin-Resource-Policy and Referrer-Policy, which a stylesheet's own requests follow).
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await allSecurityHeaders(c, next);
  if (c.req.path === workerScriptPath) return;
  if (!subresourceType.test(c.res.headers.get('content-type') ?? '')) return;
  for (const name of documentOnlyHeaders) c.res.headers.delete(name);
});
