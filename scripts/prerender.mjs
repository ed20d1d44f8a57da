// After `vite build`: the web app's server render and the public pages drawn with it (issue 16 § 2b,
// docs/adr/0010).
//
// 1. `dist/web-render/render-page.js`: src/web/app/render-page.tsx built for Node with the project's own Vite
//    config (the Lingui macros, the path aliases: the very code the browser runs), React and every package
//    inside it in their production builds. The server loads it to draw a listing page with the home it read.
// 2. The public pages whose content is fixed, drawn with it now: each is the built index.html with the page
//    rendered into #root, written to dist/web/prerendered/<page>.html (and .gz, .br); the server sends it for
//    that address, with the page's own head written in (link previews), and main.tsx hydrates it.
//
// English only: a Kiswahili visitor's page is drawn by the browser (the server's first-paint script hides the
// English one).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

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

const renderDir = path.resolve(process.argv[3] ?? 'dist/web-render');
const started = Date.now();
await build({
  configFile: path.resolve('vite.config.ts'),
  mode: 'production',
  // zod's and others' comments Rollup cannot place are warnings of no consequence here.
  logLevel: 'error',
  // Every package inside (React in its production build whatever NODE_ENV the server runs with).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'app/render-page.tsx',
    outDir: renderDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});
console.log(`built the server render in ${Date.now() - started} ms`);

const failed = [];
const { renderPage } = await import(pathToFileURL(path.join(renderDir, 'render-page.js')).href);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const [page, name] of Object.entries(prerenderedPages)) {
  let markup;
  try {
    ({ markup } = await renderPage(page));
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
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  console.log(`prerendered ${page} (${(markup.length / 1024).toFixed(1)} KB of markup)`);
}
const done = Object.keys(prerenderedPages).length - failed.length;
console.log(`prerendered ${done} pages`);
// PRERENDER_STRICT=1 (CI): a page that cannot be prerendered fails the build.
if (failed.length > 0 && process.env.PRERENDER_STRICT === '1') process.exit(1);
