import type { PageSeed } from '@common/pages/page-seed';
import type { ServiceContext } from '../../context';
import { readListedProvider } from '../home-services';
import { describeListingPage } from '../listings';
import { linkPreviewTexts as t } from './link-preview-texts';

/** The head of a public page as a link preview and a search engine read it. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address, a path: what a shared link and a search result point at. */
  canonicalPath: string;
  /** A picture for the preview card (a path on this server), when the page has one. */
  imagePath: string | null;
  type: 'website' | 'article';
  /** What the server read for the page, for drawing it (a listing's or provider's): read once for both. */
  seed?: PageSeed;
}

/** Where the previews' pictures are drawn (preview-image-routes.ts). */
export const previewImagePath = {
  listing: (id: string) => `/api/link-previews/listings/${encodeURIComponent(id)}.jpg`,
  provider: (id: string) => `/api/link-previews/providers/${encodeURIComponent(id)}.jpg`,
};

const listingPath = /^\/listings\/([^/]+)\/?$/;
const providerPath = /^\/home-services\/([^/]+)\/?$/;
/** Preview descriptions stay short: chat apps cut them after about two lines. */
const descriptionMax = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= descriptionMax ? flat : `${flat.slice(0, descriptionMax - 1).trimEnd()}…`;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The head of the page at `path`, for the server to write into the app's HTML before any script runs: a live
 * listing's or a listed provider's own title, summary and photo; a public page's title; null for any other
 * path (the app's own default head stays: signed-in pages are nobody's preview).
 */
export async function describePageHead(
  ctx: ServiceContext,
  input: { path: string },
): Promise<PageHead | null> {
  const listingId = listingPath.exec(input.path)?.[1];
  if (listingId !== undefined) {
    const id = decodeSegment(listingId);
    const listing = id === null ? null : await describeListingPage(ctx, { id });
    if (!listing) return null;
    return {
      title: t.title(listing.name),
      description: shorten(`${t.listingSummary(listing)}. ${listing.description}`),
      canonicalPath: `/listings/${encodeURIComponent(listing.id)}`,
      imagePath: listing.photos.length > 0 ? previewImagePath.listing(listing.id) : null,
      type: 'article',
      seed: { listing },
    };
  }
  const providerId = providerPath.exec(input.path)?.[1];
  if (providerId !== undefined) {
    const id = decodeSegment(providerId);
    const provider = id === null ? null : await readListedProvider(ctx, id);
    if (!provider) return null;
    return {
      title: t.title(provider.name),
      description: shorten(`${t.providerSummary(provider)}. ${provider.description}`),
      canonicalPath: `/home-services/${encodeURIComponent(provider.id)}`,
      imagePath: previewImagePath.provider(provider.id),
      type: 'article',
      seed: { provider },
    };
  }
  const path = input.path.length > 1 ? input.path.replace(/\/$/, '') : input.path;
  if (path === '/') return { ...t.home, canonicalPath: '/', imagePath: null, type: 'website' };
  const page = t.pages[path];
  if (!page) return null;
  return {
    title: t.title(page.title),
    description: page.description,
    canonicalPath: path,
    imagePath: null,
    type: 'website',
  };
}
