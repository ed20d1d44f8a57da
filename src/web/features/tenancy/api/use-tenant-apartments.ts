import { useQueries } from '@tanstack/react-query';
import { myTenanciesQueryOptions } from './property-queries';
import { myPropertyLinksQueryOptions } from './tenancy-queries';

export interface TenantApartment {
  /** The tenancy's id for a home the tenant rents; the property's ID for a link still waiting. */
  id: string;
  /** 'Apt 101 · Kilimani Heights', or the property's name while the link waits. */
  name: string;
  status: 'pending' | 'active';
}

/**
 * The tenant's apartments: the units they rent (active tenancies), then the links still waiting for the
 * landlord or caretaker (from the same queries as the links card and the rent screens).
 */
export function useTenantApartments() {
  return useQueries({
    queries: [myTenanciesQueryOptions(), myPropertyLinksQueryOptions()],
    combine: ([tenancies, links]) => ({
      data:
        tenancies.data && links.data
          ? [
              ...tenancies.data
                .filter((tenancy) => tenancy.status === 'active')
                .map((tenancy): TenantApartment => ({
                  id: tenancy.id,
                  name: `${tenancy.unit.label} · ${tenancy.property.name}`,
                  status: 'active',
                })),
              ...links.data
                .filter((link) => link.status === 'pending')
                .map((link): TenantApartment => ({
                  id: link.property.id,
                  name: link.property.name,
                  status: 'pending',
                })),
            ]
          : undefined,
      isError: tenancies.isError || links.isError,
      error: tenancies.error ?? links.error,
      refetch: () => Promise.all([tenancies.refetch(), links.refetch()]),
    }),
  });
}
