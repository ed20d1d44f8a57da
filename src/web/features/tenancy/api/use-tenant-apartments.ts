import { useQuery } from '@tanstack/react-query';
import type { TenantPropertyLink } from '@common/tenancy/tenancy';
import { myPropertyLinksQueryOptions } from './tenancy-queries';

export interface TenantApartment {
  /** The property's ID. */
  id: string;
  name: string;
  status: 'pending' | 'active';
}

const isOpen = (
  link: TenantPropertyLink,
): link is TenantPropertyLink & { status: TenantApartment['status'] } =>
  link.status === 'pending' || link.status === 'active';

/** The tenant's apartments: links confirmed or waiting, newest first (the same query as the links card). */
export function useTenantApartments() {
  return useQuery({
    ...myPropertyLinksQueryOptions(),
    select: (links): TenantApartment[] =>
      links
        .filter(isOpen)
        .map((link) => ({ id: link.property.id, name: link.property.name, status: link.status })),
  });
}
