import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { AppError } from '../../lib/app-error';
import { listProviderPages, readProviderPhoto } from '../home-services';
import { listLiveListingPages, readListingCover } from '../listings';
import { drawPreviewImage } from './draw-preview-image';
import { linkPreviewTexts } from './link-preview-texts';
import { escapeHtml } from './page-head-html';

/** The address shared links and the sitemap use: PUBLIC_URL, else the address the request came to. */
export function siteOrigin(c: Context<AppEnv>): string {
  const { PUBLIC_URL } = c.get('deps').config;
  return PUBLIC_URL ? new URL(PUBLIC_URL).origin : new URL(c.req.url).origin;
}

/** `<id>.jpg` → the id; anything else names no picture. */
function idOfFile(file: string): string {
  if (!file.endsWith('.jpg')) throw new AppError('NOT_FOUND', linkPreviewTexts.noPicture);
  return file.slice(0, -'.jpg'.length);
}

function jpeg(c: Context<AppEnv>, image: Buffer) {
  // A day: a cover changed by its lister shows in new previews by tomorrow; chat apps keep their own copy anyway.
  return c.body(new Uint8Array(image), 200, {
    'Content-Type': 'image/jpeg',
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** `/api/link-previews`: the pictures of shared links' preview cards, public like the pages they preview. */
export const linkPreviewRoutes = new Hono<AppEnv>()
  .get('/listings/:file', async (c) => {
    const photo = await readListingCover(serviceContext(c), { id: idOfFile(c.req.param('file')) });
    if (!photo) throw new AppError('NOT_FOUND', linkPreviewTexts.noPicture);
    return jpeg(c, await drawPreviewImage(photo));
  })
  .get('/providers/:file', async (c) => {
    const photo = await readProviderPhoto(serviceContext(c), { id: idOfFile(c.req.param('file')) });
    if (!photo) throw new AppError('NOT_FOUND', linkPreviewTexts.noPicture);
    return jpeg(c, await drawPreviewImage(photo));
  });

/** The public pages a search engine should know, besides every listing and provider. */
const indexedPaths = [
  '/',
  '/buy',
  '/home-services',
  '/list-vehicle',
  '/cooparent',
  '/abode-city',
  '/partners',
  '/supported-banks',
  '/contact',
  '/terms',
  '/privacy',
];

/** `/sitemap.xml` and `/robots.txt`, at the site's root where crawlers look for them. */
export const siteIndexRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const ctx = serviceContext(c);
    const origin = siteOrigin(c);
    const [listingPages, providerPages] = await Promise.all([
      listLiveListingPages(ctx),
      listProviderPages(ctx),
    ]);
    const entry = (path: string, lastModified?: Date) =>
      `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${
        lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''
      }</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...indexedPaths.map((path) => entry(path)),
      ...listingPages.map((page) => entry(`/listings/${page.id}`, page.updatedAt)),
      ...providerPages.map((page) => entry(`/home-services/${page.id}`, page.updatedAt)),
      '</urlset>',
    ].join('\n');
    return c.body(body, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  })
  .get('/robots.txt', (c) =>
    c.body(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /api/',
        'Allow: /api/link-previews/',
        `Sitemap: ${siteOrigin(c)}/sitemap.xml`,
        '',
      ].join('\n'),
      200,
      { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    ),
  );
