import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { CalendarDaysIcon, PhoneIcon } from 'lucide-react';
import { abodeCityServiceLabels, consultationModeLabels } from '@common/abode-city/abode-city-vocabulary';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import { telHref } from '@web/lib/tel-href';
import { formatDateTime, translateText } from '@web/i18n';
import { abodeCityTexts } from '../abode-city-texts';
import { consultationCalendarQueryOptions } from '../api/abode-city-queries';
import { nairobiDate } from '../abode-city-format';

const t = abodeCityTexts.calendar;
const timeOf = (iso: string) =>
  formatDateTime(iso, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Africa/Nairobi' });

/** The team's consultation calendar for the next two weeks, by day. Renders nothing for anyone else. */
export function AbodeCityConsultationsCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('manage:abode-city:any'));
  const query = useQuery({ ...consultationCalendarQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  const count = query.data?.reduce((sum, day) => sum + day.consultations.length, 0);
  return (
    <SectionCard title={i18n._(t.heading)} icon={CalendarDaysIcon} count={count}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.description)}</p>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {(days) =>
          days.length === 0 ? (
            <EmptyState icon={CalendarDaysIcon} title={i18n._(t.empty)} />
          ) : (
            <div className="grid gap-4">
              {days.map((day) => (
                <section key={day.date} aria-label={nairobiDate(day.date)} className="grid gap-2">
                  <h3 className="text-sm font-semibold">{nairobiDate(day.date)}</h3>
                  <ul className="grid gap-2">
                    {day.consultations.map((consultation) => (
                      <li key={consultation.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <span className="font-medium">
                            <time dateTime={consultation.startsAt}>{timeOf(consultation.startsAt)}</time> ·{' '}
                            {consultation.name}
                          </span>
                          <Badge variant="outline">
                            {translateText(i18n, consultationModeLabels[consultation.mode])}
                          </Badge>
                        </div>
                        {consultation.service ? (
                          <p className="text-muted-foreground">
                            {translateText(i18n, abodeCityServiceLabels[consultation.service])}
                          </p>
                        ) : null}
                        {consultation.notes ? <p className="line-clamp-2">{consultation.notes}</p> : null}
                        <a
                          href={telHref(consultation.phone)}
                          className="inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
                        >
                          <PhoneIcon className="size-3" aria-hidden="true" />
                          {formatKenyanPhone(consultation.phone)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
