import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon, MailIcon, PhoneIcon, RotateCcwIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { ContactInboxMessage, ContactReplyChannel } from '@common/contact/contact-inbox';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api-client';
import {
  contactAssigneesQueryOptions,
  useAssignContactMessage,
  useMoveContactMessage,
} from '../api/contact-message-queries';
import { contactInboxTexts as t } from '../contact-texts';
import { inboxErrorText } from './inbox-error-text';
import { ContactReplyForm } from './contact-reply-form';

const selectClass =
  'flex h-9 w-full items-center rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring sm:w-56';

const failed = (i18n: I18n) => (error: Error) =>
  toast.error(i18n._(t.actionFailed), {
    description:
      error instanceof ApiError && error.status === 0 ? i18n._(t.networkFailed) : inboxErrorText(i18n, error),
  });

/** One message in the inbox: the sender, the message, its thread of replies, and what staff do with it. */
export function ContactInboxItem({
  message,
  channels,
}: {
  message: ContactInboxMessage;
  channels: ContactReplyChannel[];
}) {
  const { i18n } = useLingui();
  const assignees = useQuery(contactAssigneesQueryOptions());
  const move = useMoveContactMessage(message.id);
  const assign = useAssignContactMessage(message.id);
  const headingId = `contact-message-${message.id}`;
  const handled = message.status === 'handled';

  return (
    <li className="grid gap-3 rounded-lg border p-3 text-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium">
          {message.name}
        </h3>
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={handled ? 'secondary' : 'default'}>{i18n._(t.status[message.status])}</Badge>
          <Badge variant="outline">{i18n._(t.interest[message.interest])}</Badge>
          <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
            {t.date(message.createdAt)}
          </time>
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-muted-foreground">{message.message}</p>
      {/* Each link at least 24 px tall (WCAG 2.5.8): at 360 px they wrap one above the other. */}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <a
          href={`mailto:${message.email}`}
          className="inline-flex min-h-6 min-w-0 items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
        >
          <MailIcon className="size-3 shrink-0" aria-hidden="true" />
          {message.email}
        </a>
        {message.phone ? (
          <a
            href={`tel:${message.phone}`}
            className="inline-flex min-h-6 items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <PhoneIcon className="size-3" aria-hidden="true" />
            {formatKenyanPhone(message.phone)}
          </a>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {message.assignee
          ? i18n._(t.assignedTo(message.assignee.name ?? i18n._(t.someone)))
          : i18n._(t.unassigned)}
        {message.handledAt
          ? ` · ${i18n._(t.handledBy(message.handledBy?.name ?? i18n._(t.someone), t.date(message.handledAt)))}`
          : null}
      </p>

      {message.replies.length > 0 ? (
        <section aria-label={i18n._(t.thread)} className="grid gap-2 border-l-2 pl-3">
          <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {i18n._(t.thread)}
          </h4>
          <ol className="grid gap-2">
            {message.replies.map((reply) => (
              <li key={reply.id} className="grid gap-1">
                <p className="whitespace-pre-line break-words">{reply.body}</p>
                <p className="text-xs text-muted-foreground">
                  {i18n._(
                    t.replySent[reply.channel](
                      reply.channel === 'sms' ? formatKenyanPhone(reply.sentTo) : reply.sentTo,
                    ),
                  )}
                  {reply.author?.name ? ` · ${reply.author.name}` : null} · {t.date(reply.createdAt)} ·{' '}
                  {i18n._(t.replyStatus[reply.status])}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <ContactReplyForm message={message} channels={channels} />

      <div className="flex flex-wrap items-end gap-3 border-t pt-3">
        <div className="grid w-full gap-1 sm:w-auto">
          <Label htmlFor={`assign-${message.id}`}>{i18n._(t.assignLabel)}</Label>
          <select
            id={`assign-${message.id}`}
            className={selectClass}
            value={message.assignee?.id ?? ''}
            disabled={assign.isPending || !assignees.data}
            onChange={(event) =>
              assign.mutate(event.target.value || null, {
                onSuccess: () => toast.success(i18n._(t.assigned)),
                onError: failed(i18n),
              })
            }
          >
            <option value="">{i18n._(t.nobody)}</option>
            {(assignees.data ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={move.isPending}
          onClick={() =>
            move.mutate(handled ? 'reopen' : 'handle', {
              onSuccess: () => toast.success(handled ? i18n._(t.reopenedToast) : i18n._(t.handledToast)),
              onError: failed(i18n),
            })
          }
        >
          {handled ? (
            <RotateCcwIcon className="size-4" aria-hidden="true" />
          ) : (
            <CheckIcon className="size-4" aria-hidden="true" />
          )}
          {handled ? i18n._(t.reopen) : i18n._(t.markHandled)}
        </Button>
      </div>
    </li>
  );
}
