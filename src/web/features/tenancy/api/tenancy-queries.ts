import { queryOptions } from '@tanstack/react-query';
import type { PortfolioRole } from '@common/tenancy/tenancy';
import { api, readJson } from '@web/lib/api-client';

/** Under one root, so an answer to a link refreshes every view of links and portfolios at once. */
export const tenancyKeys = {
  all: ['tenancy'] as const,
  myLinks: ['tenancy', 'my-links'] as const,
  pendingLinks: ['tenancy', 'pending-links'] as const,
  portfolio: (as: PortfolioRole) => ['tenancy', 'portfolio', as] as const,
  managed: (as: PortfolioRole) => ['tenancy', 'managed', as] as const,
  myTenancies: ['tenancy', 'my-tenancies'] as const,
};

/** The signed-in tenant's links to properties, every status, newest first. */
export const myPropertyLinksQueryOptions = () =>
  queryOptions({
    queryKey: tenancyKeys.myLinks,
    queryFn: async () => (await readJson(api['tenant-properties'].$get())).links,
  });

/** Tenants waiting for the signed-in landlord or caretaker to confirm them, oldest first. */
export const pendingTenantLinksQueryOptions = () =>
  queryOptions({
    queryKey: tenancyKeys.pendingLinks,
    queryFn: async () => (await readJson(api['tenant-properties'].pending.$get())).links,
  });

/** The properties the user is landlord (or caretaker) of, the occupied ones and their tenants. */
export const propertyPortfolioQueryOptions = (as: PortfolioRole) =>
  queryOptions({
    queryKey: tenancyKeys.portfolio(as),
    queryFn: () => readJson(api.properties.portfolio.$get({ query: { as } })),
  });
