import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const portfolio = useQuery(propertyPortfolioQueryOptions('landlord'));
  return (
    <QueryState
      query={portfolio}
      texts={{
        loading: i18n._(t.query.loading),
        failed: i18n._(t.query.failed),
        retry: i18n._(t.query.retry),
      }}
      skeleton={<Skeleton className="h-24" />}
    >
      {(data) => (
        <StatCard
          label={i18n._(t.occupied)}
          value={data.occupied}
          hint={i18n._(t.occupiedHint(data.properties))}
          icon={HomeIcon}
        />
      )}
    </QueryState>
  );
}

/** The caretaker's stat: the properties they look after. */
export function ManagedPropertiesStat() {
  const { i18n } = useLingui();
  const portfolio = useQuery(propertyPortfolioQueryOptions('caretaker'));
  return (
    <QueryState
      query={portfolio}
      texts={{
        loading: i18n._(t.query.loading),
        failed: i18n._(t.query.failed),
        retry: i18n._(t.query.retry),
      }}
      skeleton={<Skeleton className="h-24" />}
    >
      {(data) => (
        <StatCard label={i18n._(t.managedProperties)} value={data.properties} icon={Building2Icon} />
      )}
    </QueryState>
  );
}

/** Confirmed tenants across the properties the user is landlord (or caretaker) of. */
export function PortfolioTenantsStat({ as }: { as: PortfolioRole }) {
  const { i18n } = useLingui();
  const portfolio = useQuery(propertyPortfolioQueryOptions(as));
  return (
    <QueryState
      query={portfolio}
      texts={{
        loading: i18n._(t.query.loading),
        failed: i18n._(t.query.failed),
        retry: i18n._(t.query.retry),
      }}
      skeleton={<Skeleton className="h-24" />}
    >
      {(data) => <StatCard label={i18n._(t.tenants)} value={data.tenants} icon={UsersIcon} />}
    </QueryState>
  );
}

/** Anyone's stat: the homes they rent now (active tenancies), from the same query as their apartments. */
export function MyRentalsStat() {
  const { i18n } = useLingui();
  const tenancies = useQuery(myTenanciesQueryOptions());
  return (
    <QueryState
      query={tenancies}
      texts={{
        loading: i18n._(t.query.loading),
        failed: i18n._(t.query.failed),
        retry: i18n._(t.query.retry),
      }}
      skeleton={<Skeleton className="h-24" />}
    >
      {(data) => (
        <StatCard
          label={i18n._(t.rentals)}
          value={data.filter((tenancy) => tenancy.status === 'active').length}
          hint={i18n._(t.rentalsHint)}
          icon={KeyRoundIcon}
        />
      )}
    </QueryState>
  );
}
