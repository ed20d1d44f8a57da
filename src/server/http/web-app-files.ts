import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { withFirstPaintHead } from './first-paint';
import { loadRoutePreloads, routePreloadsFile } from './route-preloads';
import { emptyRoot } from './server-drawn-page';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

interface WebFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  contentType: string;
  cacheControl: string;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * The built web app, read once at start (it is small) with the .gz and .br copies the build made. Hashed
 * assets are cached for a year; index.html and the service worker are revalidated every time so a deploy shows
 * at once.
 */
function loadWebFiles(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const file of listFiles(root)) {
    const ext = path.extname(file);
    if (ext === '.gz' || ext === '.br') continue;
    const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
    const hashed = urlPath.startsWith('/assets/');
    files.set(urlPath, {
      body: readFileSync(file),
      gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
      brotli: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
      contentType: contentTypes[ext] ?? 'application/octet-stream',
      // The service worker is checked on every visit too: a cached one would keep serving the old version.
      cacheControl: hashed
        ? 'public, max-age=31536000, immutable'
        : ext === '.html' || urlPath === '/sw.js'
          ? 'no-cache'
          : 'public, max-age=3600',
    });
  }
  return files;
}

/** Where the build's prerendered public pages are (scripts/prerender.mjs): `<page>.html`, `index.html` for `/`. */
const prerenderedFolder = '/prerendered/';

/**
 * The prerendered public pages by address, taken out of the files served as they are (they are pages, not
 * files), each with the first-paint head (a visitor in another language gets the page drawn by the browser).
 */
function takePrerenderedPages(files: Map<string, WebFile>): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [urlPath, file] of files) {
    if (!urlPath.startsWith(prerenderedFolder)) continue;
    files.delete(urlPath);
    const name = urlPath.slice(prerenderedFolder.length).replace(/\.html$/, '');
    if (name.includes('/') || !urlPath.endsWith('.html')) continue;
    pages.set(name === 'index' ? '/' : `/${name}`, withFirstPaintHead(file.body.toString('utf8')));
  }
  return pages;
}

export function webAppIsBuilt(root: string): boolean {
  return existsSync(path.join(root, 'index.html')) && statSync(root).isDirectory();
}

export interface ServeWebAppOptions {
  /** The app's HTML with this page's own head written in (link previews), or null to serve it as built. */
  pageHtml?: (c: Context<AppEnv>, html: string) => Promise<string | null>;
}

/** Serves the built files and, for any other non-API path, index.html so the client router takes over. */
export function serveWebApp(root: string, options: ServeWebAppOptions = {}) {
  const files = loadWebFiles(root);
  const prerendered = takePrerenderedPages(files);
  const indexHtml = files.get('/index.html');
  const indexText = indexHtml?.body.toString('utf8');
  // For the server only, not a file to serve.
  files.delete(`/${routePreloadsFile}`);
  const routePreloads = loadRoutePreloads(root);
  return createMiddleware<AppEnv>(async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.path.startsWith('/api/')) return next();
    let file = files.get(c.req.path) ?? (path.extname(c.req.path) ? undefined : indexHtml);
    if (!file) return next();
    if (file === indexHtml && indexText !== undefined) {
      // A public page drawn at build time, unless the address asks for more than the page (a search in its
      // query): that one is drawn by the browser, so what hydrates is what was prerendered.
      const page = new URL(c.req.url).search === '' ? prerendered.get(c.req.path) : undefined;
      const pageText = page ?? indexText;
      const drawn = options.pageHtml ? ((await options.pageHtml(c, pageText)) ?? page) : page;
      // A page the browser draws waits for its route's scripts: named here, they come with the entry. Not on a
      // page drawn already (its pictures would share the connection with code it does not wait for), nor in
      // /index.html itself, the service worker's offline page for any address.
      const shown = drawn ?? pageText;
      const preloads =
        c.req.path === '/index.html' || !shown.includes(emptyRoot) ? '' : routePreloads(c.req.path);
      const html = preloads ? shown.replace('</head>', `${preloads}</head>`) : drawn;
      // A page's own head is a few hundred bytes: gzipped as it is served, in about a millisecond.
      if (html !== undefined) {
        const body = Buffer.from(html);
        file = { ...indexHtml, body, gzip: gzipSync(body), brotli: undefined };
      }
    }
    const accepts = c.req.header('accept-encoding') ?? '';
    const [body, encoding] =
      file.brotli && /\bbr\b/.test(accepts)
        ? [file.brotli, 'br']
        : file.gzip && /\bgzip\b/.test(accepts)
          ? [file.gzip, 'gzip']
          : [file.body, undefined];
    c.header('Content-Type', file.contentType);
    c.header('Cache-Control', file.cacheControl);
    c.header('Vary', 'Accept-Encoding');
    if (encoding) c.header('Content-Encoding', encoding);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(new Uint8Array(body), 200);
  });
}
