import { useLingui } from '@lingui/react';
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
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { caretakerDailyTasksQueryOptions } from '../api/caretaker-queries';
import { dashboardsFormat, dashboardsTexts } from '../dashboards-texts';

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
  const { i18n } = useLingui();
  return (
    <SectionCard title={i18n._(t.dailyTasks)} icon={ListChecksIcon} count={query.data?.tasks.length}>
      <QueryState
        query={query}
        texts={{
          loading: i18n._(t.query.loading),
          failed: i18n._(t.query.failed),
          retry: i18n._(t.query.retry),
        }}
        skeleton={<Skeleton className="h-24 w-full" />}
      >
        {({ tasks }) =>
          tasks.length === 0 ? (
            <EmptyState icon={ListChecksIcon} title={i18n._(t.noTasks)} hint={i18n._(t.noTasksHint)} />
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
  const { i18n } = useLingui();
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
        {i18n._(t.kindLabel[task.kind])}
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
      const what = i18n._(t.category[task.category]);
      const place = dashboardsFormat.place(task.unitLabel, task.propertyName);
      const title =
        task.kind === 'maintenance-overdue' ? t.task.overdue(what, place) : t.task.newRequest(what, place);
      return to(
        paths.maintenanceRequest(task.requestId),
        body(
          i18n._(title),
          i18n._(
            t.task.reportedBy(
              task.tenantName,
              i18n._(t.urgency[task.urgency]),
              dashboardsFormat.date(task.reportedAt),
            ),
          ),
        ),
      );
    }
    case 'maintenance-visit':
      return to(
        paths.maintenanceRequest(task.requestId),
        body(
          i18n._(
            t.task.visit(
              i18n._(t.category[task.category]),
              dashboardsFormat.place(task.unitLabel, task.propertyName),
            ),
          ),
          dashboardsFormat.visitBy(task.providerName ?? i18n._(t.task.you), task.window),
        ),
      );
    case 'tenant-to-confirm':
      return here(
        caretakerAnchors.tenantLinks,
        body(
          i18n._(t.task.confirmTenant(task.tenantName, task.propertyName)),
          i18n._(t.task.askedOn(dashboardsFormat.date(task.askedAt))),
        ),
      );
    case 'meter-reading':
      return here(
        caretakerAnchors.properties,
        body(
          i18n._(t.task.meterReading(task.unitLabel, task.propertyName)),
          i18n._(t.task.readingFor(task.tenantName, dashboardsFormat.month(task.period))),
        ),
      );
  }
}
