import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquareIcon } from 'lucide-react';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { myChatsQueryOptions } from '../api/chat-api';
import { chatMessageText, chatTexts } from '../chat-texts';

const t = chatTexts.mine;

/**
 * A signed-in person's chats with ABODE (started while signed in), with the team's answers, for a dashboard.
 * `hideWhenEmpty`: on dashboards where chatting is rare (landlord, provider, caretaker), no empty card.
 */
export function MyChatsCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const { i18n } = useLingui();
  const query = useQuery(myChatsQueryOptions());
  const queryTexts = {
    loading: i18n._(chatTexts.inbox.loading),
    failed: i18n._(chatTexts.loadFailed),
    retry: i18n._(chatTexts.inbox.retry),
  };
  if (hideWhenEmpty && (query.data?.length ?? 0) === 0) return null;
  return (
    <SectionCard title={i18n._(t.heading)} icon={MessagesSquareIcon}>
      <QueryState query={query} texts={queryTexts} skeleton={<Skeleton className="h-24 w-full" />}>
        {(conversations) =>
          conversations.length === 0 ? (
            <EmptyState icon={MessagesSquareIcon} title={i18n._(t.empty)} />
          ) : (
            <ul className="grid gap-3">
              {conversations.map((conversation) => (
                <li key={conversation.id} className="grid gap-2 rounded-lg border p-3">
                  <Badge variant="outline" className="justify-self-start">
                    {conversation.status === 'open' ? i18n._(t.open) : i18n._(t.closed)}
                  </Badge>
                  {conversation.messages.slice(-4).map((message) => (
                    <p
                      key={message.id}
                      className={cn(
                        'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line',
                        message.author === 'visitor'
                          ? 'ml-auto bg-primary text-primary-foreground'
                          : 'bg-muted',
                      )}
                    >
                      <span className="sr-only">
                        {message.author === 'visitor' ? i18n._(chatTexts.you) : chatTexts.team}:{' '}
                      </span>
                      {chatMessageText(i18n, message)}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
