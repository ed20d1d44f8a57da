import { CalendarDaysIcon, HistoryIcon, InboxIcon, StarIcon, WrenchIcon } from 'lucide-react';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState } from '../components/empty-state';
import { ItemList } from '../components/item-list';
import { QueryState } from '../components/query-state';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { SectionCard } from '../components/section-card';
import { dashboardsTexts } from '../dashboards-texts';
import { useDashboardData } from '../use-dashboard-data';

const t = dashboardsTexts.provider;

export function ProviderDashboard() {
  const query = useDashboardData('provider');
  return (
    <RoleDashboardFrame title={t.title} subtitle={t.subtitle}>
      <QueryState query={query} skeleton={<Skeleton className="h-64 w-full" />}>
        {(data) => (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <SectionCard title={t.services} icon={WrenchIcon} count={data.services.length}>
              <ItemList items={data.services} empty={t.noServices} icon={WrenchIcon} />
            </SectionCard>
            <SectionCard title={t.requests} icon={InboxIcon} count={data.requests.length}>
              <ItemList items={data.requests} empty={t.noRequests} icon={InboxIcon} />
            </SectionCard>
            <SectionCard title={t.schedule} icon={CalendarDaysIcon} count={data.schedule.length}>
              <ItemList items={data.schedule} empty={t.noSchedule} icon={CalendarDaysIcon} />
            </SectionCard>
            <SectionCard title={t.jobHistory} icon={HistoryIcon} count={data.jobHistory.length}>
              <ItemList items={data.jobHistory} empty={t.noJobs} icon={HistoryIcon} />
            </SectionCard>
            <SectionCard title={t.ratings} icon={StarIcon} count={data.ratings.count}>
              {data.ratings.average === null ? (
                <EmptyState icon={StarIcon} title={t.noRatings} />
              ) : (
                <p className="text-sm">{t.ratingsSummary(data.ratings.average, data.ratings.count)}</p>
              )}
            </SectionCard>
          </div>
        )}
      </QueryState>
    </RoleDashboardFrame>
  );
}
