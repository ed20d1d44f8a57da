import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { PhoneIcon, UsersIcon } from 'lucide-react';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { managedPropertiesQueryOptions } from '@web/features/tenancy';
import { telHref } from '@web/lib/tel-href';
import { dashboardsFormat, dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.caretaker;

/**
 * The caretaker's 'Tenants': who lives in each unit of the properties they look after, with a phone to call.
 * No balances: the permission map gives caretakers no right to read tenants' money (the landlord's rent roll
 * is `read:landlord-dashboard:own`).
 */
export function CaretakerTenantsCard() {
  const query = useQuery(managedPropertiesQueryOptions('caretaker'));
  const { i18n } = useLingui();
  const tenants = (query.data ?? []).flatMap((property) =>
    property.units.flatMap((unit) =>
      unit.tenancy
        ? [{ id: unit.tenancy.id, ...unit.tenancy.tenant, unit: unit.label, property: property.name }]
        : [],
    ),
  );
  return (
    <SectionCard title={i18n._(t.tenants)} icon={UsersIcon} count={query.data ? tenants.length : undefined}>
      <QueryState
        query={query}
        texts={{
          loading: i18n._(t.query.loading),
          failed: i18n._(t.query.failed),
          retry: i18n._(t.query.retry),
        }}
        skeleton={<Skeleton className="h-24 w-full" />}
      >
        {() =>
          tenants.length === 0 ? (
            <EmptyState icon={UsersIcon} title={i18n._(t.noTenants)} hint={i18n._(t.noTenantsHint)} />
          ) : (
            <ul className="grid divide-y">
              {tenants.map((tenant) => (
                <li
                  key={tenant.id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
                >
                  <span className="grid min-w-0 gap-0.5">
                    <span className="font-medium">{tenant.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {dashboardsFormat.place(tenant.unit, tenant.property)}
                    </span>
                  </span>
                  {tenant.phone ? (
                    <a
                      href={telHref(tenant.phone)}
                      className="flex items-center gap-1.5 text-primary hover:underline"
                      aria-label={i18n._(t.call(tenant.name, tenant.phone))}
                    >
                      <PhoneIcon className="size-4 shrink-0" aria-hidden="true" />
                      {tenant.phone}
                    </a>
                  ) : (
                    <span className="text-xs text-muted-foreground">{i18n._(t.noPhone)}</span>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
