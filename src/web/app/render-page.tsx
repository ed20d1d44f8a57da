import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageSeed, RenderedPage } from '@common/pages/page-seed';
import { seedProviderPage } from '@web/features/home-services';
import { seedListingPage } from '@web/features/listings';
import { AppProvider, createQueryClient } from './provider';
import { AppRoutes } from './router';

/** The app's query cache holding what the server read for the page. */
function seededQueryClient(seed: PageSeed): QueryClient {
  const client = createQueryClient();
  if (seed.listing) seedListingPage(client, seed.listing);
  if (seed.provider) seedProviderPage(client, seed.provider);
  return client;
}

/**
 * A public page drawn in English as a visitor who is not signed in sees it, the same tree main.tsx hydrates
 * (issue 16 § 2b, docs/adr/0010). The build draws the fixed pages (scripts/prerender.mjs); the server draws a
 * listing or provider page with what it read (its seed). Every lazy part (the page's chunk, the account menu's) is
 * waited for, so the HTML is the whole first paint.
 */
export async function renderPage(pathname: string, seed: PageSeed = {}): Promise<RenderedPage> {
  const queryClient = seededQueryClient(seed);
  // A part that fails to render would be left to the browser (and hydrate with an error): the page fails.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary written in place: a large one is otherwise sent apart with a script to move it in.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  if (errors.length > 0)
    throw new AggregateError(errors, `${pathname} failed to render: ${String(errors[0])}`);
  // React's own inline script (a timing mark for revealing boundaries) is not needed to hydrate a finished
  // page, and the Content-Security-Policy would refuse it. Markup of a lister's words is escaped by React,
  // so any script tag here is React's.
  const markup = (await new Response(prelude).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return { markup, queryState: dehydrate(queryClient) };
}
