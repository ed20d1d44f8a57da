import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { ChevronDownIcon, SendIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  contactInterests,
  contactMessageInput,
  type ContactMessageData,
  type ContactMessageInput,
} from '@common/contact/contact-message';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useSendContactMessage } from '../api/use-send-contact-message';
import { contactPageTexts as t } from '../contact-texts';
import type { ContactPrefill } from '../contact-prefill';

type FieldName = keyof ContactMessageInput;
const fieldNames = Object.keys(contactMessageInput.shape) as FieldName[];
const isFieldName = (value: string): value is FieldName => (fieldNames as string[]).includes(value);

const blank = {
  name: '',
  email: '',
  phone: '',
  interest: 'general',
  message: '',
  consent: false,
} as const satisfies ContactMessageInput;

/**
 * 'Send Us a Message'. The same schema as the server checks the fields before sending; the server's answer
 * still decides: its field messages go under the fields, anything else becomes a toast and keeps the typing.
 */
export function ContactForm({ prefill, onSent }: { prefill: ContactPrefill; onSent: () => void }) {
  const form = useForm<ContactMessageInput, unknown, ContactMessageData>({
    resolver: zodResolver(contactMessageInput),
    defaultValues: { ...blank, ...prefill },
  });
  const { errors } = form.formState;
  const send = useSendContactMessage();
  const { i18n } = useLingui();
  const errorText = useErrorText();

  const showServerError = (error: Error) => {
    if (error instanceof ApiError && error.status === 400) {
      const fields = Object.entries(error.fields).filter(([field]) => isFieldName(field));
      fields.forEach(([field, message], index) => {
        form.setError(field as FieldName, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (fields.length > 0) return;
    }
    if (error instanceof ApiError && error.status === 429) {
      toast.error(i18n._(t.failedTitle), { description: errorText(error) });
      return;
    }
    const offline = error instanceof ApiError && error.status === 0;
    toast.error(i18n._(t.failedTitle), {
      description: offline ? i18n._(t.networkFailed) : i18n._(t.failedBody),
    });
  };

  const onSubmit = form.handleSubmit((data) =>
    send.mutate(data, {
      onSuccess: () => {
        toast.success(i18n._(t.sentTitle), { description: i18n._(t.sentBody) });
        form.reset(blank);
        onSent();
      },
      onError: showServerError,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={send.isPending}>
      {prefill.message ? (
        <p className="rounded-lg bg-secondary p-3 text-sm">{i18n._(t.prefilledNote)}</p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={i18n._(t.fields.name)} error={errors.name?.message}>
          <Input
            {...fieldAria('contact-name', errors.name?.message)}
            {...form.register('name')}
            autoComplete="name"
            aria-required="true"
          />
        </FormField>
        <FormField id="contact-email" label={i18n._(t.fields.email)} error={errors.email?.message}>
          <Input
            {...fieldAria('contact-email', errors.email?.message)}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            aria-required="true"
          />
        </FormField>
        <FormField id="contact-phone" label={i18n._(t.fields.phone)} error={errors.phone?.message}>
          <Input
            {...fieldAria('contact-phone', errors.phone?.message)}
            {...form.register('phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
          />
        </FormField>
        <FormField id="contact-interest" label={i18n._(t.fields.interest)} error={errors.interest?.message}>
          {/* A native select: keyboard and screen-reader support for free, and the phone's own picker. */}
          <div className="relative">
            <select
              {...fieldAria('contact-interest', errors.interest?.message)}
              {...form.register('interest')}
              className="flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm"
            >
              {contactInterests.map((interest) => (
                <option key={interest} value={interest}>
                  {i18n._(t.interests[interest])}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-50"
              aria-hidden="true"
            />
          </div>
        </FormField>
      </div>
      <FormField id="contact-message" label={i18n._(t.fields.message)} error={errors.message?.message}>
        <Textarea
          {...fieldAria('contact-message', errors.message?.message)}
          {...form.register('message')}
          rows={6}
          placeholder={i18n._(t.messagePlaceholder)}
          aria-required="true"
        />
      </FormField>
      <Controller
        control={form.control}
        name="consent"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id="contact-consent"
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
            <Label htmlFor="contact-consent" className="leading-snug font-normal">
              {i18n._(t.fields.consent)}
            </Label>
          </div>
        )}
      />
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-fit">
        <SendIcon aria-hidden="true" />
        {send.isPending ? i18n._(t.submitting) : i18n._(t.submit)}
      </Button>
    </form>
  );
}
