import { use, type ComponentType } from 'react';

export interface LazyPage {
  /** The page: suspends (the nearest Suspense shows its fallback) until its module is loaded. */
  Page: ComponentType;
  /** Loads the module; main.tsx calls it for the matched routes before hydrating. */
  preload: () => Promise<ComponentType>;
}

/**
 * A route's page loaded with its own chunk. Unlike React.lazy, a page loaded beforehand (preload) renders at
 * once, with no suspension: hydration must draw exactly the prerendered tree on its first render. A failed
 * load (a chunk gone after a deploy, the network down) throws to the route error boundary, and the next
 * render tries again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Page() {
    const Component = loaded ?? use(preload());
    return <Component />;
  }
  return { Page, preload };
}
