import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Building2Icon, PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@web/components/empty-state';
import { FigureTile } from '@web/components/figure-tile';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { pendingTenantLinksQueryOptions, propertyPortfolioQueryOptions } from '../api/tenancy-queries';
import { tenancyTexts } from '../tenancy-texts';

const t = tenancyTexts.portfolio;

/**
 * The landlord's performance: occupancy, then `figures` (other features' counts, such as the viewing
 * requests) beside the pending applications, then `charts` (the rent feature's last 12 months). With no
 * property yet, a way to add the first one instead.
 */
export function PortfolioPerformance({ figures, charts }: { figures?: ReactNode; charts?: ReactNode }) {
  const { i18n } = useLingui();
  const portfolio = useQuery(propertyPortfolioQueryOptions('landlord'));
  const pending = useQuery(pendingTenantLinksQueryOptions());
  return (
    <QueryState
      query={portfolio}
      texts={{
        loading: i18n._(t.query.loading),
        failed: i18n._(t.query.failed),
        retry: i18n._(t.query.retry),
      }}
      skeleton={<Skeleton className="h-32 w-full" />}
    >
      {(data) =>
        data.properties === 0 ? (
          <EmptyState
            icon={Building2Icon}
            title={i18n._(t.noProperties)}
            hint={i18n._(t.noPropertiesHint)}
            action={
              <Button asChild size="sm" className="mt-2">
                <Link to={paths.listVehicle}>
                  <PlusIcon aria-hidden="true" />
                  {i18n._(t.addProperty)}
                </Link>
              </Button>
            }
          />
        ) : (
          <div className="grid gap-4">
            {data.occupancyRate !== null ? (
              <div className="grid gap-2">
                <p className="text-sm font-medium">{i18n._(t.occupancy)}</p>
                <div
                  role="meter"
                  aria-label={i18n._(t.occupancy)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={data.occupancyRate}
                  aria-valuetext={`${data.occupancyRate}%`}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full bg-primary" style={{ width: `${data.occupancyRate}%` }} />
                </div>
                <p className="text-sm text-muted-foreground">{i18n._(t.occupancyOf(data.occupancyRate))}</p>
              </div>
            ) : null}
            <dl className="grid grid-cols-2 gap-3 text-sm">
              {figures}
              <FigureTile
                label={i18n._(t.pendingApplications)}
                value={pending.isError ? null : pending.data?.length}
              />
            </dl>
            {charts}
          </div>
        )
      }
    </QueryState>
  );
}
