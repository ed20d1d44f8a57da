import { useQuery } from '@tanstack/react-query';
import { InboxIcon, MailIcon, PhoneIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { api, readJson } from '@web/lib/api-client';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { QueryState } from '../components/query-state';
import { dashboardsTexts } from '../dashboards-texts';
import { dashboardsQueryKey } from '../use-dashboard-data';

const t = dashboardsTexts.generic;
const inboxSize = 5;

/** The latest Contact Us messages, for staff who may read them (the API checks the same permission). */
export function ContactInboxCard() {
  const query = useQuery({
    queryKey: [...dashboardsQueryKey, 'contact-messages', inboxSize],
    queryFn: async () =>
      (await readJson(api['contact-messages'].$get({ query: { limit: String(inboxSize) } }))).messages,
  });
  return (
    <SectionCard title={t.inbox} icon={InboxIcon}>
      <p className="mb-3 text-sm text-muted-foreground">{t.inboxDescription}</p>
      <QueryState query={query} skeleton={<Skeleton className="h-32 w-full" />}>
        {(messages) =>
          messages.length === 0 ? (
            <EmptyState icon={InboxIcon} title={t.noMessages} />
          ) : (
            <ul className="grid gap-3">
              {messages.map((message) => (
                <li key={message.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{message.name}</span>
                    <span className="flex items-center gap-2">
                      <Badge variant="outline">{t.interest[message.interest]}</Badge>
                      <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
                        {dashboardsTexts.date(message.createdAt)}
                      </time>
                    </span>
                  </div>
                  <p className="line-clamp-3 whitespace-pre-line text-muted-foreground">{message.message}</p>
                  <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
                    <a
                      href={`mailto:${message.email}`}
                      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                    >
                      <MailIcon className="size-3" aria-hidden="true" />
                      {message.email}
                    </a>
                    {message.phone ? (
                      <a
                        href={`tel:${message.phone}`}
                        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                      >
                        <PhoneIcon className="size-3" aria-hidden="true" />
                        {formatKenyanPhone(message.phone)}
                      </a>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
