/**
 * Link previews: what a listing, a provider or a public page shows when its link is pasted into WhatsApp or
 * found by a search engine, written by the server into the page's HTML; the previews' pictures; the sitemap.
 */
export { linkPreviewRoutes, siteIndexRoutes } from './link-preview-routes';
export { pageHtmlWithHead } from './page-html-with-head';
