import { useQuery } from '@tanstack/react-query';
import { InboxIcon, MailIcon, PhoneIcon } from 'lucide-react';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import { latestContactMessagesQueryOptions } from '../api/contact-message-queries';
import { contactInboxTexts as t } from '../contact-texts';

const inboxSize = 5;

/**
 * The latest Contact Us messages, for a dashboard. Renders nothing for anyone who may not read them (the API
 * checks the same permission), so it may be composed on any dashboard.
 */
export function ContactInboxCard() {
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('read:contact-message:any'));
  const query = useQuery({ ...latestContactMessagesQueryOptions(inboxSize), enabled: allowed });
  if (!allowed) return null;
  return (
    <SectionCard title={t.heading} icon={InboxIcon}>
      <p className="mb-3 text-sm text-muted-foreground">{t.description}</p>
      <QueryState
        query={query}
        texts={{ loading: t.loading, failed: t.loadFailed, retry: t.retry }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {(messages) =>
          messages.length === 0 ? (
            <EmptyState icon={InboxIcon} title={t.empty} />
          ) : (
            <ul className="grid gap-3">
              {messages.map((message) => (
                <li key={message.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{message.name}</span>
                    <span className="flex items-center gap-2">
                      <Badge variant="outline">{t.interest[message.interest]}</Badge>
                      <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
                        {t.date(message.createdAt)}
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
