import { lazy, Suspense } from 'react';

// sonner (≈ 10 KB gzip) is not needed to paint a page: the toaster's code arrives beside the page's own, and
// every module that shows a toast imports sonner itself (the same module, so the same toaster state).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The app's toasts (sonner), its code loaded after the entry. */
export function DeferredToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
