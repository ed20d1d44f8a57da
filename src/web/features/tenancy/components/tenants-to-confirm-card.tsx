import { useQuery } from '@tanstack/react-query';
import { ListChecksIcon, UserCheckIcon } from 'lucide-react';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { pendingTenantLinksQueryOptions } from '../api/tenancy-queries';
import { tenancyTexts } from '../tenancy-texts';

const t = tenancyTexts.portfolio;

/**
 * The caretaker's 'Daily Tasks': each tenant waiting to be confirmed at a property they look after, from the
 * same list as the link requests card, so answering one there updates this too.
 */
export function TenantsToConfirmCard() {
  const pending = useQuery(pendingTenantLinksQueryOptions());
  return (
    <SectionCard title={t.dailyTasks} icon={ListChecksIcon} count={pending.data?.length}>
      <QueryState query={pending} texts={t.query} skeleton={<Skeleton className="h-24 w-full" />}>
        {(tasks) =>
          tasks.length === 0 ? (
            <EmptyState icon={ListChecksIcon} title={t.noTasks} />
          ) : (
            <ul className="grid divide-y">
              {tasks.map((task) => (
                <li key={task.id} className="flex items-start gap-2 py-2 text-sm">
                  <UserCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    {t.confirmTenant(task.tenant.name, task.property.name)}
                  </span>
                  <time dateTime={task.createdAt} className="shrink-0 text-xs text-muted-foreground">
                    {tenancyTexts.date(task.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
