import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { describePageHead } from './describe-page-head';
import { siteOrigin } from './link-preview-routes';
import { withPageHead } from './page-head-html';

/**
 * The app's HTML for this request with the page's own head (title, description, preview tags), or null to
 * serve it as built. A failure to read the page's facts never fails the page: the app renders it anyway.
 */
export async function pageHtmlWithHead(c: Context<AppEnv>, html: string): Promise<string | null> {
  try {
    const head = await describePageHead(serviceContext(c), { path: c.req.path });
    return head ? withPageHead(html, head, siteOrigin(c)) : null;
  } catch (error) {
    c.get('logger')?.warn({ err: error, path: c.req.path }, 'page head not written');
    return null;
  }
}
