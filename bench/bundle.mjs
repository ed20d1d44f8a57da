// `npm run bench:bundle`: the bytes the browser downloads for each route of the web app, against the budget.
//
// What a first visit to a route loads, from the build's own manifest (dist/web/.vite/manifest.json, written
// because vite.config.ts sets build.manifest): the entry (index.html's script and stylesheet), the route's lazy
// chunk and those of the layouts it sits in, and everything they import statically, with their stylesheets.
// Each file is counted at what the server sends: the .br file the build wrote beside it (the server answers
// brotli to any browser that accepts it; src/server/http/web-app-files.ts), or the file itself when it is too
// small to get one (under 512 bytes the server sends it as it is). gzip is shown beside it for comparison.
//
// The routes come from src/web/app/router.tsx (parsed, with the paths of src/web/config/paths.ts), so a new
// route is measured without touching this file. The budget (docs/adr/0003-home-route-budget.md) is 170 KB of
// JavaScript per route (KB = 1000 bytes, as Vite prints). Exits 1 when a route is over it.
//
//   npm run build:web && npm run bench:bundle
//   node bench/bundle.mjs --dist /tmp/web-build   another build folder
//   node bench/bundle.mjs --files /contact        also list the files of these routes (comma-separated)
//   node bench/bundle.mjs --browser               also open each route in headless Chromium (API answers:
//                                                  visitor, 404) and compare what it fetched with the count
//   node bench/bundle.mjs --json                  a JSON line at the end
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closure, readRoutes } from '../scripts/route-table.mjs';

const KB = 1000;
const budget = { js: 170 * KB };

const { values: flags } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist/web' },
    files: { type: 'string', default: '' },
    browser: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const root = path.resolve(flags.dist);
const manifestFile = path.join(root, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `No ${path.relative(process.cwd(), manifestFile)}: build the web app first (npm run build:web; ` +
      'vite.config.ts must keep build.manifest).',
  );
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest names no entry');

// ---- Bytes ----

const sizeOf = (file) => statSync(file).size;
/** What the server sends a browser for one built file: brotli and, for comparison, gzip. */
function sentBytes(file) {
  const full = path.join(root, file);
  return {
    br: existsSync(`${full}.br`) ? sizeOf(`${full}.br`) : sizeOf(full),
    gzip: existsSync(`${full}.gz`) ? sizeOf(`${full}.gz`) : sizeOf(full),
    raw: sizeOf(full),
  };
}

function measure(files) {
  const total = { js: 0, css: 0, jsGzip: 0, cssGzip: 0, jsRaw: 0 };
  for (const file of files) {
    const bytes = sentBytes(file);
    if (file.endsWith('.css')) {
      total.css += bytes.br;
      total.cssGzip += bytes.gzip;
    } else {
      total.js += bytes.br;
      total.jsGzip += bytes.gzip;
      total.jsRaw += bytes.raw;
    }
  }
  return total;
}

const routes = (await readRoutes()).map((route) => {
  const { files, chunks } = closure(manifest, [entryKey, ...route.modules]);
  // Code the page fetches only when used (dialogs, search results): dynamic imports of what it loaded, apart
  // from the entry's own (those are the other routes and the chat panel).
  const later = [...chunks]
    .filter((key) => key !== entryKey)
    .flatMap((key) => manifest[key].dynamicImports ?? []);
  const onUse = [...closure(manifest, later).files].filter((file) => !files.has(file));
  const bytes = measure(files);
  return { ...route, files, bytes, onUse: measure(onUse), over: bytes.js > budget.js };
});

// ---- Report ----

const kb = (bytes) => (bytes / KB).toFixed(1);
const shown = (folder) =>
  folder.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), folder) : folder;
const builtAt = new Date(statSync(manifestFile).mtimeMs).toISOString().replace('T', ' ').slice(0, 16);
console.log(
  `Bytes per route, first visit: JS and CSS of the entry, the route's lazy chunk(s) and their static imports`,
);
console.log(
  `Build: ${shown(root)} (manifest written ${builtAt} UTC); counted at what the ` +
    'server sends: brotli (.br), or the file itself under 512 B',
);
console.log(`Budget: ${kb(budget.js)} KB of JavaScript (brotli) per route; KB = 1000 bytes\n`);
const header = [
  'route'.padEnd(28),
  'JS br'.padStart(8),
  'CSS br'.padStart(8),
  'total br'.padStart(9),
  'JS gzip'.padStart(8),
  'files'.padStart(6),
  'on use br'.padStart(10),
  '  budget',
];
console.log(header.join(' '));
for (const route of routes) {
  const { js, css, jsGzip } = route.bytes;
  console.log(
    [
      route.pattern.padEnd(28),
      kb(js).padStart(8),
      kb(css).padStart(8),
      kb(js + css).padStart(9),
      kb(jsGzip).padStart(8),
      String(route.files.size).padStart(6),
      kb(route.onUse.js + route.onUse.css).padStart(10),
      route.over ? `  OVER by ${kb(js - budget.js)} KB` : '  within',
    ].join(' '),
  );
}
console.log(
  '\n(KB; "on use": code a route fetches later, when a dialog or the search results open, not counted above)',
);

for (const pattern of flags.files.split(',').filter(Boolean)) {
  const route = routes.find((candidate) => candidate.pattern === pattern);
  if (!route) {
    console.log(`\nNo route ${pattern}`);
    continue;
  }
  console.log(
    `\n${pattern}: ${route.modules.join(' + ') || 'entry only'}; its files, largest first (brotli)`,
  );
  const files = [...route.files].map((file) => ({ file, ...sentBytes(file) })).sort((a, b) => b.br - a.br);
  for (const { file, br, raw } of files) {
    console.log(`  ${kb(br).padStart(7)} KB  (${kb(raw).padStart(7)} KB raw)  ${file}`);
  }
}

const over = routes.filter((route) => route.over);
console.log(
  over.length === 0
    ? `\nAll ${routes.length} routes within budget.`
    : `\n${over.length} of ${routes.length} routes OVER budget: ${over.map((route) => route.pattern).join(', ')}` +
        "\n(--files <route,...> lists a route's files by size)",
);

if (flags.browser) await compareWithBrowser(routes);
if (flags.json) {
  console.log(
    JSON.stringify({
      build: shown(root),
      budgetJsBytes: budget.js,
      routes: routes.map((route) => ({
        route: route.pattern,
        modules: route.modules,
        jsBrotli: route.bytes.js,
        cssBrotli: route.bytes.css,
        jsGzip: route.bytes.jsGzip,
        cssGzip: route.bytes.cssGzip,
        files: route.files.size,
        onUseBrotli: route.onUse.js + route.onUse.css,
        overBudget: route.over,
      })),
    }),
  );
}
if (over.length > 0) process.exitCode = 1;

/**
 * A check of the count: each route opened in headless Chromium from the build folder (the API answers a
 * visitor's /api/me with null and anything else with 404), the JS and CSS it fetched compared with the files
 * counted for it. A dashboard sends a visitor to sign in, so its page fetches the sign-in page's code too.
 */
async function compareWithBrowser(routesToCheck) {
  const { chromium } = await import('@playwright/test');
  const types = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/me') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('null');
      return;
    }
    const file = path.join(root, decodeURIComponent(url.pathname));
    const found = file.startsWith(root) && path.extname(file) && existsSync(file);
    if (url.pathname.startsWith('/api/') || (!found && path.extname(file))) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":{"code":"NOT_FOUND","message":"bench"}}');
      return;
    }
    const served = found ? file : path.join(root, 'index.html');
    response.writeHead(200, { 'content-type': types[path.extname(served)] ?? 'application/octet-stream' });
    response.end(readFileSync(served));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  console.log('\nChromium, first visit of each route (build folder served as it is):');
  try {
    for (const route of routesToCheck) {
      const address = route.pattern.replace(/:[^/]+/g, '1').replace(/\*$/, 'no-such-page');
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      const fetched = new Set();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.port === String(port) && /\.(js|css)$/.test(url.pathname)) fetched.add(url.pathname.slice(1));
      });
      await page.goto(`http://127.0.0.1:${port}${address}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      await page.waitForLoadState('networkidle');
      const landed = new URL(page.url()).pathname;
      await page.close();
      const extra = [...fetched].filter((file) => !route.files.has(file));
      const missing = [...route.files].filter((file) => !fetched.has(file));
      const counted =
        missing.length === 0
          ? 'every counted file fetched'
          : `${missing.length} counted files not fetched: ${missing.join(', ')}`;
      const verdict =
        landed !== address
          ? `sent a visitor on to ${landed} (${counted}, and ${extra.length} files of that page)`
          : extra.length === 0 && missing.length === 0
            ? 'the same files'
            : [counted, extra.length ? `${extra.length} not counted: ${extra.join(', ')}` : '']
                .filter(Boolean)
                .join('; ');
      console.log(`  ${address}: ${verdict}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}
