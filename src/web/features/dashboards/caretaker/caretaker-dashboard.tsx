import { BellIcon, Building2Icon, ListChecksIcon, UserCheckIcon, UsersIcon, WrenchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ItemList } from '../components/item-list';
import { QueryState } from '../components/query-state';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { StatCard } from '../components/stat-card';
import { dashboardsTexts } from '../dashboards-texts';
import { useDashboardData } from '../use-dashboard-data';

const t = dashboardsTexts.caretaker;

/** `children` are cards other features add (composed by the route), shown after the caretaker's own sections. */
export function CaretakerDashboard({ children }: { children?: ReactNode }) {
  const query = useDashboardData('caretaker');
  return (
    <RoleDashboardFrame title={t.title} subtitle={t.subtitle}>
      <div className="grid gap-6">
        <QueryState query={query} skeleton={<Skeleton className="h-64 w-full" />}>
          {(data) => (
            <div className="grid gap-6">
              <div className="grid grid-cols-2 gap-3 lg:max-w-xl">
                <StatCard label={t.managedProperties} value={data.managedProperties} icon={Building2Icon} />
                <StatCard label={t.tenants} value={data.tenants} icon={UsersIcon} />
              </div>
              {data.managedProperties === 0 ? (
                <EmptyState icon={Building2Icon} title={t.noManaged} hint={t.noManagedHint} />
              ) : null}
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                <SectionCard title={t.maintenance} icon={WrenchIcon} count={data.maintenanceRequests.length}>
                  <ItemList items={data.maintenanceRequests} empty={t.noMaintenance} icon={WrenchIcon} />
                </SectionCard>
                <SectionCard title={t.dailyTasks} icon={ListChecksIcon} count={data.tenantsToConfirm.length}>
                  {data.tenantsToConfirm.length === 0 ? (
                    <EmptyState icon={ListChecksIcon} title={t.noTasks} />
                  ) : (
                    <ul className="grid divide-y">
                      {data.tenantsToConfirm.map((task) => (
                        <li key={task.id} className="flex items-start gap-2 py-2 text-sm">
                          <UserCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                          <span className="min-w-0 flex-1">
                            {t.confirmTenant(task.tenantName, task.propertyName)}
                          </span>
                          <time
                            dateTime={task.submittedAt}
                            className="shrink-0 text-xs text-muted-foreground"
                          >
                            {dashboardsTexts.date(task.submittedAt)}
                          </time>
                        </li>
                      ))}
                    </ul>
                  )}
                </SectionCard>
                <SectionCard title={t.notifications} icon={BellIcon} count={data.notifications.length}>
                  <ItemList items={data.notifications} empty={t.noNotifications} icon={BellIcon} />
                </SectionCard>
              </div>
            </div>
          )}
        </QueryState>
        {children}
      </div>
    </RoleDashboardFrame>
  );
}
