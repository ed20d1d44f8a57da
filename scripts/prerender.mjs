// After `vite build`: the public pages drawn at build time (issue 16 § 2b, docs/adr/0010), so their first paint
// does not wait for JavaScript. Each is the built index.html with the page rendered by react-dom into #root,
// written to dist/web/prerendered/<page>.html (and .gz, .br); the server sends it for that address, with the
// page's own head written in (link previews), and main.tsx hydrates it.
//
// The app is loaded through Vite's SSR module loader with the project's own config (the Lingui macros, the
// path aliases), so the markup is the same code the browser runs. English only: a Kiswahili visitor's page is
// drawn by the browser as before (the server's first-paint script hides the English one).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer } from 'vite';

/**
 * The public pages (the paths of src/web/config/paths.ts) and their file names. Not /contact: its office
 * hours say whether the office is open now, which the build cannot know (hydrating would mismatch).
 */
const prerenderedPages = {
  '/': 'index',
  '/buy': 'buy',
  '/home-services': 'home-services',
  '/list-vehicle': 'list-vehicle',
  '/partners': 'partners',
  '/cooparent': 'cooparent',
  '/abode-city': 'abode-city',
  '/supported-banks': 'supported-banks',
  '/terms': 'terms',
  '/privacy': 'privacy',
};

const webRoot = path.resolve(process.argv[2] ?? 'dist/web');
const outDir = path.join(webRoot, 'prerendered');
const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`${webRoot}/index.html has no ${emptyRoot}`);

const vite = await createServer({
  configFile: path.resolve('vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
  optimizeDeps: { noDiscovery: true, include: [] },
});
const started = Date.now();
const failed = [];
try {
  const { renderPage } = await vite.ssrLoadModule('/app/prerender.tsx');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [page, name] of Object.entries(prerenderedPages)) {
    let markup;
    try {
      markup = await renderPage(page);
      if (!markup.trim()) throw new Error('it rendered nothing');
    } catch (error) {
      // That page is drawn by the browser as before (the server sends index.html); the build goes on.
      failed.push(page);
      console.warn(`NOT prerendered ${page}: ${error instanceof Error ? error.message : error}`);
      continue;
    }
    const html = template.replace(emptyRoot, () => `<div id="root">${markup}</div>`);
    const file = path.join(outDir, `${name}.html`);
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    console.log(`prerendered ${page} (${(markup.length / 1024).toFixed(1)} KB of markup)`);
  }
} finally {
  await vite.close();
}
const done = Object.keys(prerenderedPages).length - failed.length;
console.log(`prerendered ${done} pages in ${Date.now() - started} ms`);
// PRERENDER_STRICT=1 (CI): a page that cannot be prerendered fails the build.
if (failed.length > 0 && process.env.PRERENDER_STRICT === '1') process.exit(1);
