import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { withDrawnPage, type DrawPage } from '../../http/server-drawn-page';
import { serviceContext } from '../../http/service-context';
import { describePageHead } from './describe-page-head';
import { siteOrigin } from './link-preview-routes';
import { withPageHead } from './page-head-html';

/**
 * The app's HTML for this request with the page's own head (title, description, preview tags) and, for a
 * listing, the page drawn with what was read for the head; null to serve it as built. A failure to read or
 * draw never fails the page: the browser's app draws it anyway.
 */
export async function pageHtmlWithHead(
  c: Context<AppEnv>,
  html: string,
  drawPage: DrawPage | null,
): Promise<string | null> {
  try {
    const head = await describePageHead(serviceContext(c), { path: c.req.path });
    if (!head) return null;
    const withHead = withPageHead(html, head, siteOrigin(c));
    if (!head.seed || !drawPage) return withHead;
    try {
      return withDrawnPage(withHead, await drawPage(c.req.path, head.seed));
    } catch (error) {
      c.get('logger')?.warn({ err: error, path: c.req.path }, 'page not drawn by the server');
      return withHead;
    }
  } catch (error) {
    c.get('logger')?.warn({ err: error, path: c.req.path }, 'page head not written');
    return null;
  }
}
