import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingTenantLink, PropertySummary, TenantPropertyLink } from '@common/tenancy/tenancy';
import { readJson } from '@web/lib/api-client';

export const myLinksKey = ['tenancy', 'my-links'] as const;
export const pendingLinksKey = ['tenancy', 'pending-links'] as const;

const json = <T>(input: string, init?: RequestInit) =>
  readJson<T>(
    fetch(input, { credentials: 'same-origin', ...init }) as Promise<Response & { json(): Promise<T> }>,
  );

export function useLookupProperty() {
  return useMutation({
    mutationFn: (id: string) => json<PropertySummary>(`/api/properties/lookup?id=${encodeURIComponent(id)}`),
  });
}

export function useLinkProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) =>
      json<TenantPropertyLink>('/api/tenant-properties', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ propertyId }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myLinksKey }),
  });
}

export function useMyPropertyLinks(enabled = true) {
  return useQuery({
    queryKey: myLinksKey,
    enabled,
    queryFn: async () => (await json<{ links: TenantPropertyLink[] }>('/api/tenant-properties')).links,
  });
}

export function usePendingTenantLinks(enabled = true) {
  return useQuery({
    queryKey: pendingLinksKey,
    enabled,
    queryFn: async () => (await json<{ links: PendingTenantLink[] }>('/api/tenant-properties/pending')).links,
  });
}

export function useDecideTenantLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'confirm' | 'decline' }) =>
      json<TenantPropertyLink>(`/api/tenant-properties/${input.id}/${input.decision}`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingLinksKey }),
  });
}
