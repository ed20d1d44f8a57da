/**
 * What other parts of the app may use from tenancy: the link page; the cards of the tenant's, landlord's and
 * caretaker's dashboards (links, apartments, portfolio, tenants waiting); the tenant's links query, which
 * home services reads for 'linked property'.
 */
export { managedPropertiesQueryOptions } from './api/property-queries';
export { myPropertyLinksQueryOptions, tenancyKeys } from './api/tenancy-queries';
export { useSelectedTenancy } from './api/use-selected-tenancy';
export { ApartmentSelector } from './components/apartment-selector';
export { LinkedApartmentField } from './components/linked-apartment-field';
export { LinkedPropertiesCard } from './components/linked-properties-card';
export { ManagedPropertiesCard } from './components/managed-properties-card';
export { NoManagedPropertiesNotice } from './components/no-managed-properties-notice';
export { PendingApplicationsButton } from './components/pending-applications-button';
export { PendingTenantLinksCard } from './components/pending-tenant-links-card';
export { PortfolioPerformance } from './components/portfolio-performance';
export {
  ManagedPropertiesStat,
  MyRentalsStat,
  OccupiedPropertiesStat,
  PortfolioTenantsStat,
} from './components/portfolio-stats';
export { TenantPropertyLinkPage } from './components/tenant-property-link-page';
