import { useLingui } from '@lingui/react';
import { WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {} from '@common/maintenance/maintenance-vocabulary';
import { QueryListCard } from '@web/components/query-list-card';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@web/config/paths';
import { maintenanceListQueryOptions } from '../api/maintenance-queries';
import { maintenanceTexts } from '../maintenance-texts';

const t = maintenanceTexts.page;

/**
 * The signed-in user's maintenance requests as a dashboard card: the tenant's own ('My maintenance
 * requests'), the caretaker's and landlord's queue ('Maintenance Requests'), a provider's jobs.
 */
export function MaintenanceRequestsCard({ as }: { as: 'tenant' | 'manager' | 'provider' }) {
  const { i18n } = useLingui();
  const query = useQuery(maintenanceListQueryOptions());
  const heading =
    as === 'tenant' ? i18n._(t.myRequests) : as === 'provider' ? i18n._(t.jobsTitle) : i18n._(t.queueTitle);
  return (
    <QueryListCard
      query={query}
      items={query.data?.requests ?? []}
      icon={WrenchIcon}
      texts={{
        heading,
        loading: i18n._(t.loading),
        failed: i18n._(t.failed),
        retry: i18n._(t.retry),
        empty: i18n._(t.noRequests),
      }}
      emptyAction={null}
    >
      {(requests) => (
        <ul className="grid gap-2">
          {requests.map((request) => (
            <li key={request.id}>
              <Link
                to={paths.maintenanceRequest(request.id)}
                className="grid gap-1 rounded-md border p-3 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex flex-wrap items-center justify-between gap-2 font-medium">
                  {i18n._(maintenanceTexts.categoryLabels[request.category])} · {request.unitLabel},{' '}
                  {request.propertyName}
                  {request.urgency === 'emergency' ? (
                    <Badge variant="destructive">{i18n._(maintenanceTexts.urgencyLabels.emergency)}</Badge>
                  ) : null}
                </span>
                <span className="text-muted-foreground">
                  {i18n._(maintenanceTexts.statusLabels[request.status])}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryListCard>
  );
}
