import { useLingui } from '@lingui/react';
import {
  LandmarkIcon,
  MailIcon,
  PlusIcon,
  SearchIcon,
  SparklesIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { can } from '@common/auth/permissions';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { StatCard } from '@web/components/stat-card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { RecentActivityCard } from '../components/recent-activity-card';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { dashboardsTexts } from '../dashboards-texts';
import { useSignedInUser } from '../session/require-role';
import { overviewDashboardQueryOptions } from '../api/overview-queries';

const t = dashboardsTexts.generic;

/** Each leads to a page the router serves. */
const quickActions = [
  { to: paths.home, label: t.searchHomes, icon: SearchIcon },
  { to: paths.listVehicle, label: t.listProperty, icon: PlusIcon },
  { to: paths.homeServices, label: t.homeServices, icon: WrenchIcon },
  { to: paths.supportedBanks, label: t.bankingPartners, icon: LandmarkIcon },
];

/** The staff figures beside the user's own stats: accounts, and contact messages for whoever reads them. */
function StaffStats() {
  const me = useSignedInUser();
  const query = useQuery(overviewDashboardQueryOptions());
  const readsInbox = can(me.roles, 'read:contact-message:any');
  const { i18n } = useLingui();
  const queryTexts = {
    loading: i18n._(dashboardsTexts.loading),
    failed: i18n._(dashboardsTexts.loadFailed),
    retry: i18n._(dashboardsTexts.retry),
  };
  return (
    <QueryState query={query} texts={queryTexts} skeleton={<Skeleton className="h-24" />}>
      {(data) => (
        <>
          <StatCard label={i18n._(t.accounts)} value={data.accounts} icon={UsersIcon} />
          {readsInbox ? (
            <StatCard label={i18n._(t.contactMessages)} value={data.contactMessages} icon={MailIcon} />
          ) : null}
        </>
      )}
    </QueryState>
  );
}

/**
 * The generic dashboard at /dashboard, for the superadmin: welcome, quick actions, Your Stats (`stats`, the
 * user's own listed properties and rentals, composed by the route from the features that own them, then the
 * staff figures) and the user's Recent Activity. `children` are cards other features add.
 */
export function GenericDashboard({ stats, children }: { stats?: ReactNode; children?: ReactNode }) {
  const me = useSignedInUser();
  const { i18n } = useLingui();
  return (
    <RoleDashboardFrame
      title={i18n._(t.title)}
      heading={i18n._(t.welcome(me.firstName || me.fullName))}
      subtitle={i18n._(t.subtitle)}
    >
      {/* Cards may not widen the page past a 360 px screen: each column and card shrinks to it. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 [&>*]:min-w-0">
        <SectionCard title={i18n._(t.quickActions)} icon={SparklesIcon}>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
            {quickActions.map(({ to, label, icon: Icon }) => (
              <Button
                key={to}
                asChild
                variant="outline"
                className="h-auto flex-col gap-2 py-4 whitespace-normal"
              >
                <Link to={to}>
                  <Icon aria-hidden="true" className="text-primary" />
                  {i18n._(label)}
                </Link>
              </Button>
            ))}
          </div>
        </SectionCard>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3 [&>*]:min-w-0">
          <section aria-labelledby="your-stats" className="grid content-start gap-3">
            <h2 id="your-stats" className="text-base font-semibold">
              {i18n._(t.stats)}
            </h2>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
              {stats}
              <StaffStats />
            </div>
          </section>
          <RecentActivityCard className="lg:col-span-2" />
        </div>
        {children}
      </div>
    </RoleDashboardFrame>
  );
}
