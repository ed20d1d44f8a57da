import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { keepQueriesForOffline, PwaRuntime } from '@web/features/pwa';
import { AccountLocale, AppI18nProvider } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { DeferredToaster } from './deferred-toaster';

/** A failed read is tried once more, unless the server refused it (a 4xx answers the same the second time). */
const retryServerFailureOnce = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/** The app's query cache: how long answers stay fresh, what is retried, what is kept for offline. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryServerFailureOnce, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  // Offline, the last answers saved on this device (per user) are shown; see features/pwa.
  keepQueriesForOffline(client);
  return client;
}

/**
 * The app's providers, around the query cache its caller made (createQueryClient): main.tsx starts it from the
 * answers a server-drawn page carries, render-page.tsx from what the server read.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppI18nProvider>
        <AccountLocale />
        <PwaRuntime />
        {children}
        <DeferredToaster />
      </AppI18nProvider>
    </QueryClientProvider>
  );
}
