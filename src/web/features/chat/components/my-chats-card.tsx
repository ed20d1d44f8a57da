import { useQuery } from '@tanstack/react-query';
import { MessagesSquareIcon } from 'lucide-react';
import { chatTexts } from '@common/chat/chat-texts';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { myChatsQueryOptions } from '../api/chat-api';

const t = chatTexts.mine;
const queryTexts = {
  loading: chatTexts.inbox.loading,
  failed: chatTexts.loadFailed,
  retry: chatTexts.inbox.retry,
};

/**
 * A signed-in person's chats with ABODE (started while signed in), with the team's answers, for a dashboard.
 * `hideWhenEmpty`: on dashboards where chatting is rare (landlord, provider, caretaker), no empty card.
 */
export function MyChatsCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const query = useQuery(myChatsQueryOptions());
  if (hideWhenEmpty && (query.data?.length ?? 0) === 0) return null;
  return (
    <SectionCard title={t.heading} icon={MessagesSquareIcon}>
      <QueryState query={query} texts={queryTexts} skeleton={<Skeleton className="h-24 w-full" />}>
        {(conversations) =>
          conversations.length === 0 ? (
            <EmptyState icon={MessagesSquareIcon} title={t.empty} />
          ) : (
            <ul className="grid gap-3">
              {conversations.map((conversation) => (
                <li key={conversation.id} className="grid gap-2 rounded-lg border p-3">
                  <Badge variant="outline" className="justify-self-start">
                    {conversation.status === 'open' ? t.open : t.closed}
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
                        {message.author === 'visitor' ? chatTexts.you : chatTexts.team}:{' '}
                      </span>
                      {message.body}
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
