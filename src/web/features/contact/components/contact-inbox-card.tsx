import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InboxIcon } from 'lucide-react';
import { contactInboxViews, type ContactInboxView } from '@common/contact/contact-inbox';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import { contactInboxQueryOptions } from '../api/contact-message-queries';
import { contactInboxTexts as t } from '../contact-texts';
import { ContactInboxItem } from './contact-inbox-item';

/**
 * The contact inbox, for a dashboard: open messages first, 'Assigned to me', handled, or all; each one replied
 * to, assigned and marked handled in place. Renders nothing for anyone who may not read the messages (the API
 * checks the same permission), so it may be composed on any dashboard.
 */
export function ContactInboxCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('read:contact-message:any'));
  const [view, setView] = useState<ContactInboxView>('open');
  const query = useQuery({ ...contactInboxQueryOptions(view), enabled: allowed });
  if (!allowed) return null;
  return (
    <SectionCard title={i18n._(t.heading)} icon={InboxIcon}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.description)}</p>
      <div role="group" aria-label={i18n._(t.viewsLabel)} className="mb-3 flex flex-wrap gap-2">
        {contactInboxViews.map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={option === view ? 'default' : 'outline'}
            aria-pressed={option === view}
            onClick={() => setView(option)}
          >
            {i18n._(t.views[option])}
          </Button>
        ))}
      </div>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.loadFailed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-32 w-full" />}
      >
        {(inbox) =>
          inbox.messages.length === 0 ? (
            <EmptyState icon={InboxIcon} title={i18n._(t.emptyViews[view])} />
          ) : (
            <ul className="grid gap-3">
              {inbox.messages.map((message) => (
                <ContactInboxItem key={message.id} message={message} channels={inbox.channels} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
