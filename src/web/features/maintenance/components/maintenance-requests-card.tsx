import { WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import {
  maintenanceCategoryLabels,
  maintenanceUrgencyLabels,
} from '@common/maintenance/maintenance-vocabulary';
import { QueryListCard } from '@web/components/query-list-card';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@web/config/paths';
import { maintenanceListQueryOptions } from '../api/maintenance-queries';

const t = maintenanceMessages.page;

/**
 * The signed-in user's maintenance requests as a dashboard card: the tenant's own ('My maintenance
 * requests'), the caretaker's and landlord's queue ('Maintenance Requests'), a provider's jobs.
 */
export function MaintenanceRequestsCard({ as }: { as: 'tenant' | 'manager' | 'provider' }) {
  const query = useQuery(maintenanceListQueryOptions());
  const heading = as === 'tenant' ? t.myRequests : as === 'provider' ? t.jobsTitle : t.queueTitle;
  return (
    <QueryListCard
      query={query}
      items={query.data?.requests ?? []}
      icon={WrenchIcon}
      texts={{ heading, loading: t.loading, failed: t.failed, retry: t.retry, empty: t.noRequests }}
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
                  {maintenanceCategoryLabels[request.category]} · {request.unitLabel}, {request.propertyName}
                  {request.urgency === 'emergency' ? (
                    <Badge variant="destructive">{maintenanceUrgencyLabels.emergency}</Badge>
                  ) : null}
                </span>
                <span className="text-muted-foreground">
                  {maintenanceMessages.statusLabels[request.status]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryListCard>
  );
}
