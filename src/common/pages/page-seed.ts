import type { ListingDetail } from '../listings/listing-contracts';
import type { ProviderDetail } from '../services/service-contracts';

/**
 * What the server read to draw a page (issue 16 § 2b, docs/adr/0010): the same answer the API gives for it,
 * so the page is drawn with it and the browser's app starts from it instead of waiting to ask.
 */
export interface PageSeed {
  /** A listing page's home: what GET /api/listings/:id answers. */
  listing?: ListingDetail;
  /** A provider's page: what GET /api/services/providers/:id answers. */
  provider?: ProviderDetail;
}

/** One page drawn by the web app's server render (dist/web-render/render-page.js). */
export interface RenderedPage {
  markup: string;
  /** The app's query cache as it was drawn (TanStack Query's dehydrated state): the browser's starts from it. */
  queryState: unknown;
}

export type RenderPage = (pathname: string, seed?: PageSeed) => Promise<RenderedPage>;

/** The element of the page that carries `queryState` as JSON. */
export const queryStateElementId = 'abode-query-state';
