import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The frame of every /dashboard* page: not the public site frame (no top bar, footer or chat widget). Each
 * dashboard draws its own chrome: the tenant sidebar, or the role dashboards' header.
 */
export function DashboardLayout() {
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
