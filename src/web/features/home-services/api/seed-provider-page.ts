import type { QueryClient } from '@tanstack/react-query';
import type { ProviderDetail } from '@common/services/service-contracts';
import { providerKeys } from './provider-queries';

/**
 * A provider page drawn by the server starts with the profile it read. The server keeps a drawn page for a
 * while, so the answer is stale from the start (updated at 0): once the page shows, the browser asks again
 * and a new review appears without a reload.
 */
export function seedProviderPage(client: QueryClient, provider: ProviderDetail): void {
  client.setQueryData(providerKeys.detail(provider.id), provider, { updatedAt: 0 });
}
