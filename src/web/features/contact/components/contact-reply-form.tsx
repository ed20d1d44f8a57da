import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  contactReplyInput,
  type ContactInboxMessage,
  type ContactReplyChannel,
  type ContactReplyData,
  type ContactReplyInput,
} from '@common/contact/contact-inbox';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useReplyToContactMessage } from '../api/contact-message-queries';
import { contactInboxTexts as t } from '../contact-texts';
import { inboxErrorText } from './inbox-error-text';

const selectClass =
  'flex h-10 w-full items-center rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring';

/**
 * A reply to one message, by SMS to the sender's phone or by email, checked by the same schema as the server;
 * the server's refusals (no phone, email not set up) come back as a toast with its reason.
 */
export function ContactReplyForm({
  message,
  channels,
}: {
  message: ContactInboxMessage;
  channels: ContactReplyChannel[];
}) {
  const { i18n } = useLingui();
  const offered = channels.filter((channel) => channel !== 'sms' || message.phone);
  const form = useForm<ContactReplyInput, unknown, ContactReplyData>({
    resolver: zodResolver(contactReplyInput),
    defaultValues: { channel: offered[0] ?? 'sms', body: '' },
  });
  const reply = useReplyToContactMessage(message.id);
  const { errors } = form.formState;
  const id = `reply-${message.id}`;
  const channel = form.watch('channel');

  const onSubmit = form.handleSubmit((data) =>
    reply.mutate(data, {
      onSuccess: () => {
        toast.success(i18n._(t.replyForm.sent));
        form.reset({ channel: data.channel, body: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fields.body) {
          form.setError('body', { type: 'server', message: error.fields.body }, { shouldFocus: true });
          return;
        }
        const description =
          error instanceof ApiError && error.status === 0
            ? i18n._(t.networkFailed)
            : inboxErrorText(i18n, error);
        toast.error(i18n._(t.actionFailed), { description });
      },
    }),
  );

  if (offered.length === 0)
    return <p className="text-sm text-muted-foreground">{i18n._(t.replyForm.noPhone)}</p>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-busy={reply.isPending}>
      <FormField id={`${id}-channel`} label={i18n._(t.replyForm.channel)} error={errors.channel?.message}>
        <select
          className={selectClass}
          {...fieldAria(`${id}-channel`, errors.channel?.message)}
          {...form.register('channel')}
        >
          {offered.map((option) => (
            <option key={option} value={option}>
              {i18n._(t.replyBy[option])}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-body`}
        label={i18n._(t.replyForm.body)}
        error={errors.body?.message}
        hint={channel === 'sms' ? i18n._(t.replyForm.smsLimit) : undefined}
      >
        <Textarea
          rows={3}
          {...fieldAria(`${id}-body`, errors.body?.message, channel === 'sms')}
          {...form.register('body')}
        />
      </FormField>
      <Button type="submit" size="sm" className="justify-self-start" disabled={reply.isPending}>
        <SendIcon className="size-4" aria-hidden="true" />
        {reply.isPending ? i18n._(t.replyForm.sending) : i18n._(t.replyForm.send)}
      </Button>
    </form>
  );
}
