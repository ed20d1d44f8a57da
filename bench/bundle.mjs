// `npm run bench:bundle`: gzip bytes of the JavaScript and CSS that the home route (/) loads on its first
// visit, against the budget. Exact rather than estimated: headless Chromium opens / from the built files and
// every script and stylesheet it requests (the entry, its imports, the lazily loaded route chunk and what
// that preloads) is summed at its gzip size, the .gz file the build wrote beside it.
//
//   npm run build:web && npm run bench:bundle
//   node bench/bundle.mjs --dist /tmp/web-build     (another build folder)
//   node bench/bundle.mjs --route /buy              (another route, same budget)
//
// It serves the build folder itself (API calls answer 404), so no database or server build is needed.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const KB = 1000; // the unit Vite prints
const budget = { js: 170 * KB };

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const root = path.resolve(option('dist', process.env.BENCH_DIST ?? 'dist/web'));
const route = option('route', '/');

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run npm run build:web first.`);
  process.exit(1);
}

const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

/** The file a URL path names inside the build, or index.html for client routes (as the real server does). */
function fileFor(urlPath) {
  const file = path.join(root, decodeURIComponent(urlPath));
  if (file.startsWith(root) && path.extname(file) && existsSync(file)) return file;
  return path.extname(urlPath) ? null : path.join(root, 'index.html');
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = url.pathname.startsWith('/api/') ? null : fileFor(url.pathname);
  if (!file) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"error":{"code":"NOT_FOUND","message":"bench"}}');
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

/** The gzip size the server sends: the build's .gz copy, or (for files too small to get one) gzip -9. */
function gzipBytes(file) {
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const loaded = { js: new Map(), css: new Map() };
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port !== String(port)) return;
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    const file = kind && fileFor(url.pathname);
    if (kind && file) loaded[kind].set(url.pathname, gzipBytes(file));
  });
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
  // The page must have rendered, or the figures would leave out the route chunk.
  await page.locator('main h1').first().waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
} finally {
  await browser.close();
  server.close();
}

const sum = (map) => [...map.values()].reduce((total, bytes) => total + bytes, 0);
const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
console.log(`Route ${route}, first visit, gzip bytes (build: ${path.relative(process.cwd(), root) || '.'})`);
for (const kind of /** @type {const} */ (['js', 'css'])) {
  const files = [...loaded[kind].entries()].sort((a, b) => b[1] - a[1]);
  for (const [file, bytes] of files) console.log(`  ${kind.padEnd(3)} ${kb(bytes).padStart(10)}  ${file}`);
}
const js = sum(loaded.js);
const css = sum(loaded.css);
const within = js <= budget.js;
console.log(`JS:  ${js} bytes (${kb(js)}) of ${kb(budget.js)} budget, ${within ? 'within' : 'OVER'} budget`);
console.log(`CSS: ${css} bytes (${kb(css)})`);
if (!within) process.exit(1);
