import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, MessagesSquareIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { chatMessageMaxLength, type ChatConversation } from '@common/chat/chat-contracts';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import { useErrorText } from '@web/i18n';
import { cn } from '@web/lib/cn';
import {
  chatInboxQueryOptions,
  chatKeys,
  closeChatAsStaff,
  inboxStreamUrl,
  reopenChat,
  replyToChat,
  staffConversationQueryOptions,
} from '../api/chat-api';
import { chatMessageText, chatTexts } from '../chat-texts';
import { useChatEvents } from '../hooks/use-chat-events';

const t = chatTexts.inbox;

/**
 * The staff's live chat inbox for the back office: every chat, live (a visitor's message shows at once), and
 * one chat opened to answer, close or reopen. While it is on screen its reader counts as online, so visitors
 * get answers from people instead of the automatic reply. Renders nothing for anyone who may not answer.
 */
export function ChatInboxCard() {
  const { i18n } = useLingui();
  const queryTexts = { loading: i18n._(t.loading), failed: i18n._(t.loadFailed), retry: i18n._(t.retry) };
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('answer:chat:any'));
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const inbox = useQuery({ ...chatInboxQueryOptions(), enabled: allowed });
  useChatEvents(allowed ? { url: inboxStreamUrl() } : null, (id) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.inbox });
    if (!id || id === selected) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  });
  if (!allowed) return null;
  return (
    <SectionCard title={i18n._(t.heading)} icon={MessagesSquareIcon}>
      {selected ? (
        <StaffConversation id={selected} onBack={() => setSelected(null)} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.description)}</p>
          <QueryState query={inbox} texts={queryTexts} skeleton={<Skeleton className="h-32 w-full" />}>
            {(items) =>
              items.length === 0 ? (
                <EmptyState icon={MessagesSquareIcon} title={i18n._(t.empty)} />
              ) : (
                <ul className="grid gap-2">
                  {items.map((item) => {
                    const who = item.name ?? i18n._(t.visitor);
                    return (
                      <li key={item.id}>
                        <button
                          type="button"
                          onClick={() => setSelected(item.id)}
                          className="grid w-full min-w-0 gap-1 rounded-lg border p-3 text-left text-sm hover:bg-muted/50"
                        >
                          {/* Named by its text, all of it (WCAG 2.5.3): what it does and with whom, then the
                              state and the last message it shows. */}
                          <span className="sr-only">{i18n._(t.choose(who))}</span>
                          <span className="flex flex-wrap items-center justify-between gap-2">
                            <span aria-hidden="true" className="font-medium">
                              {who}
                            </span>
                            <span className="flex gap-1">
                              {item.waiting ? <Badge>{i18n._(t.waiting)}</Badge> : null}
                              <Badge variant="outline">
                                {item.status === 'open' ? i18n._(t.open) : i18n._(t.closed)}
                              </Badge>
                            </span>
                          </span>
                          <span className="line-clamp-2 break-words text-muted-foreground">
                            {item.lastMessage}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )
            }
          </QueryState>
        </>
      )}
    </SectionCard>
  );
}

function StaffConversation({ id, onBack }: { id: string; onBack: () => void }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const queryTexts = { loading: i18n._(t.loading), failed: i18n._(t.loadFailed), retry: i18n._(t.retry) };
  const queryClient = useQueryClient();
  const query = useQuery(staffConversationQueryOptions(id));
  const [draft, setDraft] = useState('');
  const done = (conversation: ChatConversation) => {
    queryClient.setQueryData(chatKeys.conversation(id), conversation);
    void queryClient.invalidateQueries({ queryKey: chatKeys.inbox });
  };
  const failed = (error: Error) => toast.error(errorText(error));
  const reply = useMutation({
    mutationFn: (body: string) => replyToChat(id, body),
    onSuccess: (conversation) => {
      setDraft('');
      done(conversation);
    },
    onError: failed,
  });
  const close = useMutation({ mutationFn: () => closeChatAsStaff(id), onSuccess: done, onError: failed });
  const reopen = useMutation({ mutationFn: () => reopenChat(id), onSuccess: done, onError: failed });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) reply.mutate(draft.trim());
  };
  return (
    <div className="grid gap-3">
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        {i18n._(t.back)}
      </Button>
      <QueryState query={query} texts={queryTexts} skeleton={<Skeleton className="h-40 w-full" />}>
        {(conversation) => (
          <>
            <div role="log" aria-label={i18n._(t.messages)} className="grid max-h-80 gap-2 overflow-y-auto">
              {conversation.messages.map((message) => (
                <p
                  key={message.id}
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line',
                    message.author === 'visitor' ? 'bg-muted' : 'ml-auto bg-primary text-primary-foreground',
                  )}
                >
                  {chatMessageText(i18n, message)}
                </p>
              ))}
            </div>
            <form onSubmit={submit} className="flex gap-2">
              <Input
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                aria-label={i18n._(t.replyLabel)}
                maxLength={chatMessageMaxLength}
              />
              <Button type="submit" disabled={!draft.trim() || reply.isPending}>
                {i18n._(t.reply)}
              </Button>
            </form>
            {conversation.status === 'open' ? (
              <Button variant="outline" onClick={() => close.mutate()} disabled={close.isPending}>
                {i18n._(t.close)}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => reopen.mutate()} disabled={reopen.isPending}>
                {i18n._(t.reopen)}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
