import { use, type ComponentType } from 'react';

export interface LazyPage {
  /** The page: suspends (the nearest Suspense shows its fallback) until its module is loaded. */
  Page: ComponentType;
  /** Loads the module; main.tsx calls it for the matched routes before the first render. */
  preload: () => Promise<ComponentType>;
}

/**
 * A route's page loaded with its own chunk. Unlike React.lazy, a page loaded beforehand (preload) renders at
 * once, with no suspension: hydration must draw exactly the prerendered tree on its first render. A failed
 * load (a chunk gone after a deploy, the network down) throws to the route error boundary, whose 'Try again'
 * reloads the app.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // A failed load stays failed, as React.lazy's does: a fresh try on every render would hand React a new
  // pending promise each time, and the page would wait behind its spinner for ever instead of failing.
  const preload = () => (loading ??= load().then((module) => (loaded = module.default)));
  function Page() {
    const Component = loaded ?? use(preload());
    return <Component />;
  }
  return { Page, preload };
}
