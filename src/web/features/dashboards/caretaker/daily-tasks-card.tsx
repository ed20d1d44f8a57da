import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangleIcon,
  CalendarClockIcon,
  ChevronRightIcon,
  GaugeIcon,
  ListChecksIcon,
  UserCheckIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CaretakerTask, CaretakerTaskKind } from '@common/dashboards/caretaker-daily-tasks';
import {
  maintenanceCategoryLabels,
  maintenanceUrgencyLabels,
} from '@common/maintenance/maintenance-vocabulary';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { caretakerDailyTasksQueryOptions } from '../api/caretaker-queries';
import { dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.caretaker;

/** Where the caretaker dashboard's route puts the cards a task is done in (ids on their wrappers). */
export const caretakerAnchors = { tenantLinks: 'tenant-links', properties: 'managed-properties' } as const;

const icons: Record<CaretakerTaskKind, LucideIcon> = {
  'maintenance-overdue': AlertTriangleIcon,
  'maintenance-visit': CalendarClockIcon,
  'maintenance-new': WrenchIcon,
  'tenant-to-confirm': UserCheckIcon,
  'meter-reading': GaugeIcon,
};

/**
 * The caretaker's 'Daily Tasks': what the server finds to do today at the properties they look after, each
 * a link to where it is done (the request's page, the tenants waiting, the property's bills).
 */
export function DailyTasksCard() {
  const query = useQuery(caretakerDailyTasksQueryOptions());
  return (
    <SectionCard title={t.dailyTasks} icon={ListChecksIcon} count={query.data?.tasks.length}>
      <QueryState query={query} texts={t.query} skeleton={<Skeleton className="h-24 w-full" />}>
        {({ tasks }) =>
          tasks.length === 0 ? (
            <EmptyState icon={ListChecksIcon} title={t.noTasks} hint={t.noTasksHint} />
          ) : (
            <ul className="grid divide-y">
              {tasks.map((task) => (
                <li key={task.id}>
                  <TaskLink task={task} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function TaskLink({ task }: { task: CaretakerTask }) {
  const Icon = icons[task.kind];
  const body = (title: string, detail: string) => (
    <>
      <Icon
        className={
          task.kind === 'maintenance-overdue'
            ? 'mt-0.5 size-4 shrink-0 text-destructive'
            : 'mt-0.5 size-4 shrink-0 text-primary'
        }
        aria-hidden="true"
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium group-hover:underline">{title}</span>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </span>
      <Badge
        variant={task.kind === 'maintenance-overdue' ? 'destructive' : 'secondary'}
        className="shrink-0"
        aria-hidden="true"
      >
        {t.kindLabel[task.kind]}
      </Badge>
      <ChevronRightIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </>
  );
  const row = 'group flex items-start gap-2 py-2.5 text-sm focus-visible:outline-2';
  const to = (href: string, content: ReactNode) => (
    <Link to={href} className={row}>
      {content}
    </Link>
  );
  // Cards on this same page: a plain fragment link, so the browser scrolls to them.
  const here = (anchor: string, content: ReactNode) => (
    <a href={`#${anchor}`} className={row}>
      {content}
    </a>
  );
  switch (task.kind) {
    case 'maintenance-overdue':
    case 'maintenance-new': {
      const what = maintenanceCategoryLabels[task.category];
      const place = `${task.unitLabel}, ${task.propertyName}`;
      const title =
        task.kind === 'maintenance-overdue' ? t.task.overdue(what, place) : t.task.newRequest(what, place);
      return to(
        paths.maintenanceRequest(task.requestId),
        body(
          title,
          t.task.reportedBy(
            task.tenantName,
            maintenanceUrgencyLabels[task.urgency],
            dashboardsTexts.date(task.reportedAt),
          ),
        ),
      );
    }
    case 'maintenance-visit':
      return to(
        paths.maintenanceRequest(task.requestId),
        body(
          t.task.visit(maintenanceCategoryLabels[task.category], `${task.unitLabel}, ${task.propertyName}`),
          t.task.visitBy(task.providerName, task.window),
        ),
      );
    case 'tenant-to-confirm':
      return here(
        caretakerAnchors.tenantLinks,
        body(
          t.task.confirmTenant(task.tenantName, task.propertyName),
          t.task.askedOn(dashboardsTexts.date(task.askedAt)),
        ),
      );
    case 'meter-reading':
      return here(
        caretakerAnchors.properties,
        body(
          t.task.meterReading(task.unitLabel, task.propertyName),
          t.task.readingFor(task.tenantName, dashboardsTexts.month(task.period)),
        ),
      );
  }
}
