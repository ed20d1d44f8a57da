// After `vite build`: dist/web/route-preloads.json, the scripts each route of the web app loads beyond the
// entry's own, so that the server names them in the page it sends (src/server/http/route-preloads.ts).
//
// Without them a page fetched its route's code only once the entry had run and the router had matched the
// address: a second round trip, and on a dashboard some 70 scripts the entry's preload helper added one by one.
// Named in the page, the browser fetches them with the entry, as it reads the HTML.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { closure, readRoutes } from './route-table.mjs';

const routePreloadsFile = 'route-preloads.json';

const webRoot = path.resolve(process.argv[2] ?? 'dist/web');
const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest names no entry');

// index.html already names the entry and what it imports.
const entryFiles = closure(manifest, [entryKey]).files;
const routes = (await readRoutes()).map(({ pattern, modules }) => ({
  pattern,
  scripts: [...closure(manifest, modules).files]
    .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
    .map((file) => `/${file}`),
}));
writeFileSync(path.join(webRoot, routePreloadsFile), JSON.stringify({ routes }));
console.log(`route preloads: ${routes.length} routes, written to ${path.join(webRoot, routePreloadsFile)}`);
