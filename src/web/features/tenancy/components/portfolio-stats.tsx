import { useQuery } from '@tanstack/react-query';
import { Building2Icon, HomeIcon, KeyRoundIcon, UsersIcon } from 'lucide-react';
import type { PortfolioRole } from '@common/tenancy/tenancy';
import { QueryState } from '@web/components/query-state';
import { StatCard } from '@web/components/stat-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { myTenanciesQueryOptions } from '../api/property-queries';
import { propertyPortfolioQueryOptions } from '../api/tenancy-queries';
import { tenancyTexts } from '../tenancy-texts';

const t = tenancyTexts.portfolio;

/** The landlord's stat: properties with a confirmed tenant, of all their properties. */
export function OccupiedPropertiesStat() {
  const portfolio = useQuery(propertyPortfolioQueryOptions('landlord'));
  return (
    <QueryState query={portfolio} texts={t.query} skeleton={<Skeleton className="h-24" />}>
      {(data) => (
        <StatCard
          label={t.occupied}
          value={data.occupied}
          hint={t.occupiedHint(data.properties)}
          icon={HomeIcon}
        />
      )}
    </QueryState>
  );
}

/** The caretaker's stat: the properties they look after. */
export function ManagedPropertiesStat() {
  const portfolio = useQuery(propertyPortfolioQueryOptions('caretaker'));
  return (
    <QueryState query={portfolio} texts={t.query} skeleton={<Skeleton className="h-24" />}>
      {(data) => <StatCard label={t.managedProperties} value={data.properties} icon={Building2Icon} />}
    </QueryState>
  );
}

/** Confirmed tenants across the properties the user is landlord (or caretaker) of. */
export function PortfolioTenantsStat({ as }: { as: PortfolioRole }) {
  const portfolio = useQuery(propertyPortfolioQueryOptions(as));
  return (
    <QueryState query={portfolio} texts={t.query} skeleton={<Skeleton className="h-24" />}>
      {(data) => <StatCard label={t.tenants} value={data.tenants} icon={UsersIcon} />}
    </QueryState>
  );
}

/** Anyone's stat: the homes they rent now (active tenancies), from the same query as their apartments. */
export function MyRentalsStat() {
  const tenancies = useQuery(myTenanciesQueryOptions());
  return (
    <QueryState query={tenancies} texts={t.query} skeleton={<Skeleton className="h-24" />}>
      {(data) => (
        <StatCard
          label={t.rentals}
          value={data.filter((tenancy) => tenancy.status === 'active').length}
          hint={t.rentalsHint}
          icon={KeyRoundIcon}
        />
      )}
    </QueryState>
  );
}
