import {
  BanknoteIcon,
  BellRingIcon,
  Building2Icon,
  ClipboardListIcon,
  HomeIcon,
  PlusIcon,
  TrendingUpIcon,
  UsersIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { QueryState } from '../components/query-state';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { StatCard } from '../components/stat-card';
import { dashboardsTexts } from '../dashboards-texts';
import { useDashboardData, type DashboardData } from '../use-dashboard-data';

const t = dashboardsTexts.landlord;

/** `children` are cards other features add (composed by the route), shown after the landlord's own sections. */
export function LandlordDashboard({ children }: { children?: ReactNode }) {
  const query = useDashboardData('landlord');
  return (
    <RoleDashboardFrame title={t.title} subtitle={t.subtitle}>
      <div className="grid gap-6">
        <QueryState query={query} skeleton={<LandlordSkeleton />}>
          {(data) => <LandlordSections data={data} />}
        </QueryState>
        {children}
      </div>
    </RoleDashboardFrame>
  );
}

function LandlordSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

function LandlordSections({ data }: { data: DashboardData<'landlord'> }) {
  const nothingYet = data.properties === 0 && data.listed === 0;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t.listed} value={data.listed} hint={t.listedHint} icon={Building2Icon} />
        <StatCard
          label={t.occupied}
          value={data.occupied}
          hint={t.occupiedHint(data.properties)}
          icon={HomeIcon}
        />
        <StatCard label={t.tenants} value={data.tenants} icon={UsersIcon} />
        <StatCard
          label={t.revenue}
          value={dashboardsTexts.kes(data.revenue.amount)}
          hint={t.revenueHint}
          icon={BanknoteIcon}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <SectionCard title={t.performance} icon={TrendingUpIcon} className="lg:col-span-2">
          {nothingYet ? (
            <EmptyState
              icon={Building2Icon}
              title={t.noProperties}
              hint={t.noPropertiesHint}
              action={
                <Button asChild size="sm" className="mt-2">
                  <Link to={paths.listProperty}>
                    <PlusIcon aria-hidden="true" />
                    {t.addProperty}
                  </Link>
                </Button>
              }
            />
          ) : (
            <div className="grid gap-4">
              {data.occupancyRate !== null ? (
                <div className="grid gap-2">
                  <p className="text-sm font-medium">{t.occupancy}</p>
                  <div
                    role="meter"
                    aria-label={t.occupancy}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={data.occupancyRate}
                    aria-valuetext={`${data.occupancyRate}%`}
                    className="h-2 overflow-hidden rounded-full bg-muted"
                  >
                    <div className="h-full bg-primary" style={{ width: `${data.occupancyRate}%` }} />
                  </div>
                  <p className="text-sm text-muted-foreground">{t.occupancyOf(data.occupancyRate)}</p>
                </div>
              ) : null}
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div className="rounded-lg border p-3">
                  <dt className="text-muted-foreground">{t.viewingRequests}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{data.viewingRequests}</dd>
                </div>
                <div className="rounded-lg border p-3">
                  <dt className="text-muted-foreground">{t.pendingApplications}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{data.applications.length}</dd>
                </div>
              </dl>
            </div>
          )}
        </SectionCard>
        <SectionCard title={t.actions}>
          <div className="grid gap-2">
            <Button asChild>
              <Link to={paths.listProperty}>
                <PlusIcon aria-hidden="true" />
                {t.addProperty}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.listProperty}>
                <Building2Icon aria-hidden="true" />
                {t.listProperty}
              </Link>
            </Button>
            <NoticesDialog tenants={data.tenants} />
            <ApplicationsDialog applications={data.applications} />
          </div>
        </SectionCard>
      </div>
    </div>
  );
}

function NoticesDialog({ tenants }: { tenants: number }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BellRingIcon aria-hidden="true" />
          {t.sendNotices}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={dashboardsTexts.close}>
        <DialogHeader>
          <DialogTitle>{t.noticesTitle}</DialogTitle>
          <DialogDescription>{tenants === 0 ? t.noticesEmpty : t.noticesSoon(tenants)}</DialogDescription>
        </DialogHeader>
        {tenants === 0 ? <EmptyState icon={UsersIcon} title={t.noTenants} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ApplicationsDialog({ applications }: { applications: DashboardData<'landlord'>['applications'] }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ClipboardListIcon aria-hidden="true" />
          {t.viewApplications}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={dashboardsTexts.close}>
        <DialogHeader>
          <DialogTitle>{t.applicationsTitle}</DialogTitle>
          <DialogDescription>{t.applicationsHint}</DialogDescription>
        </DialogHeader>
        {applications.length === 0 ? (
          <EmptyState icon={ClipboardListIcon} title={t.applicationsEmpty} />
        ) : (
          <ul className="grid gap-2">
            {applications.map((application) => (
              <li key={application.id} className="rounded-md border p-3 text-sm">
                <p className="font-medium">{application.tenantName}</p>
                <p className="text-muted-foreground">
                  {t.applicationLine(application.propertyName, dashboardsTexts.date(application.submittedAt))}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
