import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { queryStateElementId, type PageSeed, type RenderPage } from '@common/pages/page-seed';
import { withFirstPaintHead } from './first-paint';

/**
 * A page drawn by the server from what it read (a listing's page, issue 16 § 2b, docs/adr/0010): the web
 * app's own render, so its first paint needs no script, and the answers it was drawn with, so the app hydrates
 * that page without asking first.
 */
export interface DrawnPage {
  markup: string;
  /** The query state as JSON that can stand inside a script element. */
  queryStateJson: string;
}

export type DrawPage = (pathname: string, seed: PageSeed) => Promise<DrawnPage>;

/** Where the build puts the web app's server render (scripts/prerender.mjs): beside the web app's folder. */
const renderFileOf = (webRoot: string) => path.join(webRoot, '..', 'web-render', 'render-page.js');

/** The build's server render, loaded on first use; null when this build has none (the browser draws). */
export function loadRenderPage(webRoot: string): RenderPage | null {
  const file = renderFileOf(webRoot);
  if (!existsSync(file)) return null;
  let loaded: Promise<RenderPage> | undefined;
  return async (pathname, seed) => {
    loaded ??= import(pathToFileURL(file).href).then(
      (module: { renderPage: RenderPage }) => module.renderPage,
    );
    return (await loaded)(pathname, seed);
  };
}

/**
 * Pages drawn again only when what they show changed. Drawing a listing page takes about 10 ms of CPU; a
 * shared link brings many visitors to the same home, which then costs a hash of its answer.
 */
export function drawPagesOnce(render: RenderPage, capacity = 100): DrawPage {
  const drawn = new Map<string, DrawnPage>();
  return async (pathname, seed) => {
    const key = createHash('sha256')
      .update(pathname)
      .update('\0')
      .update(JSON.stringify(seed))
      .digest('base64');
    const known = drawn.get(key);
    if (known) {
      // Most recently used last: the first entry is the one to drop.
      drawn.delete(key);
      drawn.set(key, known);
      return known;
    }
    const { markup, queryState } = await render(pathname, seed);
    // `<` escaped, so nothing a lister wrote can close the script element or open a comment.
    const page = { markup, queryStateJson: JSON.stringify(queryState).replace(/</g, '\\u003c') };
    drawn.set(key, page);
    if (drawn.size > capacity) drawn.delete(drawn.keys().next().value!);
    return page;
  };
}

/** The root element of index.html: empty until a page is drawn into it. */
export const emptyRoot = '<div id="root"></div>';

/**
 * The app's HTML with the drawn page in its root, the answers after it (a data element: no script runs) and
 * the first-paint head (a visitor in another language gets the page drawn by the browser, with those answers).
 */
export function withDrawnPage(html: string, page: DrawnPage): string {
  if (!html.includes(emptyRoot)) return html;
  const body =
    `<div id="root">${page.markup}</div>` +
    `<script type="application/json" id="${queryStateElementId}">${page.queryStateJson}</script>`;
  return withFirstPaintHead(html.replace(emptyRoot, () => body));
}
