import { secureHeaders } from 'hono/secure-headers';
import { firstPaintScriptSource } from '../http/first-paint';

/** Frames of the embedded video provider, used by the virtual tours and the firm's process video. */
export const videoFrameSources = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

export const securityHeaders = secureHeaders({
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
