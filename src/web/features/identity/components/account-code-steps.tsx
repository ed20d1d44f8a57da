import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { codeSignInRequestInput, type PasswordResetRequestInput } from '@common/auth/account-security';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useMessageOf, showFieldErrors } from '../api-errors';

type SendCode = UseMutationResult<{ requested: true }, Error, string>;

/**
 * The first step of both code flows (a password reset, a sign-in by code): the email, then a code is texted
 * to the account's verified phone. The answer is the same for any email.
 */
export function AccountCodeEmailStep({
  id,
  texts,
  send,
  onSent,
}: {
  id: string;
  texts: { email: MessageDescriptor; sendCode: MessageDescriptor; sending: MessageDescriptor };
  send: SendCode;
  onSent: (email: string) => void;
}) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(codeSignInRequestInput),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;
  const onSubmit = form.handleSubmit(({ email }) =>
    send.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (failure) => {
        if (!showFieldErrors(failure, form.setError, ['email'])) toast.error(messageOf(failure));
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={send.isPending}>
      <FormField id={id} label={i18n._(texts.email)} error={error}>
        <Input
          {...fieldAria(id, error)}
          {...form.register('email')}
          type="email"
          autoComplete="email"
          aria-required="true"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? i18n._(texts.sending) : i18n._(texts.sendCode)}
      </Button>
    </form>
  );
}

/** 'Send a new code', under the code field of both flows. */
export function SendCodeAgainButton({
  email,
  send,
  texts,
}: {
  email: string;
  send: SendCode;
  texts: { sendAgain: MessageDescriptor; codeSent: MessageDescriptor };
}) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  return (
    <Button
      type="button"
      variant="link"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(email, {
          onSuccess: () => toast.info(i18n._(texts.codeSent)),
          onError: (failure) => toast.error(messageOf(failure)),
        })
      }
    >
      {i18n._(texts.sendAgain)}
    </Button>
  );
}
