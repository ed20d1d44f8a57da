import {
  ActivityIcon,
  Building2Icon,
  HomeIcon,
  KeyRoundIcon,
  LandmarkIcon,
  MailIcon,
  PlusIcon,
  SearchIcon,
  SparklesIcon,
  UserPlusIcon,
  UsersIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { can } from '@common/auth/permissions';
import type { ActivityItem } from '@common/dashboards/overview-dashboard';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { StatCard } from '@web/components/stat-card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { dashboardsTexts } from '../dashboards-texts';
import { useSignedInUser } from '../session/require-role';
import { overviewDashboardQueryOptions } from '../api/overview-queries';

const t = dashboardsTexts.generic;
const queryTexts = {
  loading: dashboardsTexts.loading,
  failed: dashboardsTexts.loadFailed,
  retry: dashboardsTexts.retry,
};

const quickActions = [
  { to: paths.home, label: t.searchHomes, icon: SearchIcon },
  { to: paths.listVehicle, label: t.listProperty, icon: PlusIcon },
  { to: paths.homeServices, label: t.homeServices, icon: WrenchIcon },
  { to: paths.supportedBanks, label: t.bankingPartners, icon: LandmarkIcon },
];

const activityIcons = {
  'contact-message': MailIcon,
  account: UserPlusIcon,
  'tenant-link': HomeIcon,
} satisfies Record<ActivityItem['kind'], LucideIcon>;

function activityText(item: ActivityItem): string {
  if (item.kind === 'contact-message') return t.messageFrom(item.title);
  if (item.kind === 'account') return t.accountCreated(item.title);
  return t.tenantLinked(item.title, item.detail ?? '');
}

/**
 * The generic dashboard at /dashboard, for the superadmin: welcome, quick actions, stats and activity.
 * `children` are cards other features add (composed by the route).
 */
export function GenericDashboard({ children }: { children?: ReactNode }) {
  const me = useSignedInUser();
  const query = useQuery(overviewDashboardQueryOptions());
  const readsInbox = can(me.roles, 'read:contact-message:any');
  return (
    <RoleDashboardFrame
      title={t.title}
      heading={t.welcome(me.firstName || me.fullName)}
      subtitle={t.subtitle}
    >
      <div className="grid gap-6">
        <SectionCard title={t.quickActions} icon={SparklesIcon}>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
            {quickActions.map(({ to, label, icon: Icon }) => (
              <Button
                key={label}
                asChild
                variant="outline"
                className="h-auto flex-col gap-2 py-4 whitespace-normal"
              >
                <Link to={to}>
                  <Icon aria-hidden="true" className="text-primary" />
                  {label}
                </Link>
              </Button>
            ))}
          </div>
        </SectionCard>
        <QueryState query={query} texts={queryTexts} skeleton={<Skeleton className="h-48 w-full" />}>
          {(data) => (
            <div className="grid gap-6 lg:grid-cols-3">
              <section aria-labelledby="your-stats" className="grid content-start gap-3">
                <h2 id="your-stats" className="text-base font-semibold">
                  {t.stats}
                </h2>
                <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
                  <StatCard
                    label={t.listings}
                    value={data.listings}
                    hint={t.listingsHint}
                    icon={Building2Icon}
                  />
                  <StatCard label={t.rentals} value={data.rentals} hint={t.rentalsHint} icon={KeyRoundIcon} />
                  <StatCard label={t.accounts} value={data.accounts} icon={UsersIcon} />
                  {readsInbox ? (
                    <StatCard label={t.contactMessages} value={data.contactMessages} icon={MailIcon} />
                  ) : null}
                </div>
              </section>
              <SectionCard title={t.recentActivity} icon={ActivityIcon} className="lg:col-span-2">
                {data.recentActivity.length === 0 ? (
                  <EmptyState icon={ActivityIcon} title={t.noActivity} />
                ) : (
                  <ul className="grid divide-y">
                    {data.recentActivity.map((item) => {
                      const Icon = activityIcons[item.kind];
                      return (
                        <li key={item.id} className="flex items-center gap-3 py-2 text-sm">
                          <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                          <span className="min-w-0 flex-1 truncate">{activityText(item)}</span>
                          <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground">
                            {dashboardsTexts.date(item.at)}
                          </time>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </SectionCard>
            </div>
          )}
        </QueryState>
        {children}
      </div>
    </RoleDashboardFrame>
  );
}
