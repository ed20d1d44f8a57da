import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the build beside index.html (scripts/route-preloads.mjs). */
export const routePreloadsFile = 'route-preloads.json';

interface RoutePreloads {
  routes: Array<{ pattern: string; scripts: string[] }>;
}

/** A route pattern's segments, e.g. '/listings/:id' → ['listings', ':id']. */
const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * How well a pattern fits, as React Router ranks its routes: a fixed segment beats a parameter, which beats
 * the catch-all '*'. Null when the pattern does not match the address.
 */
export function matchScore(pattern: string, pathname: string): number | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  let score = 0;
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return score - 2;
    const value = have[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) score += 3;
    else if (segment === value) score += 10;
    else return null;
  }
  return have.length === want.length ? score : null;
}

/**
 * The `<link rel="modulepreload">` tags for the route an address opens: the scripts the browser would fetch only
 * once the entry had run and the router had matched the address, named in the page so they come with the
 * entry. An empty string when the build wrote no list (a test's web root) or no route matches.
 */
export function loadRoutePreloads(webRoot: string): (pathname: string) => string {
  const file = path.join(webRoot, routePreloadsFile);
  if (!existsSync(file)) return () => '';
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const tags = new Map(
    routes.map((route) => [
      route.pattern,
      route.scripts.map((script) => `<link rel="modulepreload" crossorigin href="${script}">`).join(''),
    ]),
  );
  return (pathname) => {
    let best: { pattern: string; score: number } | undefined;
    for (const { pattern } of routes) {
      const score = matchScore(pattern, pathname);
      if (score !== null && (!best || score > best.score)) best = { pattern, score };
    }
    return best ? tags.get(best.pattern)! : '';
  };
}
