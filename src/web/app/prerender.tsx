import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './router';

/**
 * The build's prerendering (scripts/prerender.mjs, issue 16 § 2b): a public page drawn in English as a visitor
 * who is not signed in sees it before any answer from the API, the same tree main.tsx hydrates. Every lazy
 * part (the page's chunk, the account menu's) is waited for, so the HTML is the whole first paint.
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A part that fails to render would be left to the browser (and hydrate with an error): the build fails.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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
  // page, and the Content-Security-Policy would refuse it.
  return (await new Response(prelude).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
