import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { verifyPhoneInput, type CodeDelivery, type VerifyPhoneInput } from '@common/auth/identity-input';
import type { Me } from '@common/auth/me';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { useSendCode } from '../api/use-send-code';
import { useVerifyCode } from '../api/use-verify-code';
import { useMessageOf, retryAfterOf } from '../api-errors';
import { codeDeliveryNotice, formatWait } from '../code-delivery-notice';
import { identityTexts as t } from '../identity-texts';
import { CardHeading } from './card-heading';
import { useCountdown } from '../use-countdown';

export interface CodeStepProps {
  phone: string;
  /** The server's word on the code of the step before (sign-up, sign-in, a phone change) and the wait. */
  initialDelivery?: Pick<CodeDelivery, 'sent' | 'resendAvailableInSeconds' | 'reason'> | null;
  /** Ask for a fresh code when the card opens (the standalone /verify-phone). */
  sendOnOpen?: boolean;
  submitLabel?: string;
  onVerified: (me: Me) => void;
  onChangeNumber?: () => void;
}

/**
 * 'Verify Your Number': exactly six digits enable the button; a wrong code keeps what was typed and says
 * 'Verification failed' / 'Failed to verify your account'; Resend waits out the server's minute.
 */
export function CodeStep({
  phone,
  initialDelivery,
  sendOnOpen = false,
  submitLabel,
  onVerified,
  onChangeNumber,
}: CodeStepProps) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const form = useForm<VerifyPhoneInput>({
    resolver: zodResolver(verifyPhoneInput),
    defaultValues: { code: '' },
  });
  const code = form.watch('code');
  const complete = /^\d{6}$/.test(code);
  const verify = useVerifyCode();
  const send = useSendCode();
  const [secondsLeft, startCountdown] = useCountdown(initialDelivery?.resendAvailableInSeconds ?? 0);
  const attemptsLeft = verify.error instanceof ApiError ? verify.error.details.attemptsLeft : undefined;
  const busy = verify.isPending || verify.isSuccess;

  const requestCode = (announce: boolean) => {
    send.mutate(undefined, {
      onSuccess: (delivery) => {
        startCountdown(delivery.resendAvailableInSeconds);
        form.reset({ code: '' });
        verify.reset();
        if (announce)
          toast.success(i18n._(t.codeStep.resentTitle), { description: i18n._(t.codeStep.resentBody) });
      },
      onError: (error) => {
        const wait = retryAfterOf(error);
        if (wait > 0) startCountdown(wait);
        // Opening the page right after a code was sent meets the minute's wait: the code sent stands.
        if (!announce && wait > 0 && wait <= 60) return;
        toast.error(i18n._(t.errors.codeFailed), { description: messageOf(error) });
      },
    });
  };

  const openedWithSend = useRef(false);
  useEffect(() => {
    if (!sendOnOpen || openedWithSend.current) return;
    openedWithSend.current = true;
    requestCode(false);
    // Once, when the card opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendOnOpen]);

  const onSubmit = form.handleSubmit(({ code: entered }) =>
    verify.mutate(entered, {
      onSuccess: ({ me }) => {
        toast.success(i18n._(t.codeStep.verified));
        onVerified(me);
      },
      onError: (error) => {
        const wrong = error instanceof ApiError && error.details.reason === 'wrong_code';
        toast.error(i18n._(t.errors.verificationFailedTitle), {
          description: wrong ? i18n._(t.errors.verificationFailed) : messageOf(error),
        });
      },
    }),
  );

  // A code sent from this card replaces whatever the step before reported.
  const { sent, notice } = codeDeliveryNotice(i18n, send.isSuccess ? null : initialDelivery);
  return (
    <Card>
      <CardHeader className="text-center">
        <CardHeading>{i18n._(t.codeStep.title)}</CardHeading>
        <CardDescription>{sent ? i18n._(t.codeStep.text) : i18n._(t.codeStep.textNotSent)}</CardDescription>
        <p className="text-sm font-medium">
          {sent
            ? i18n._(t.codeStep.sentTo(formatKenyanPhone(phone)))
            : i18n._(t.codeStep.numberIs(formatKenyanPhone(phone)))}
        </p>
        {notice ? (
          <p className="text-sm text-muted-foreground" role="status">
            {notice}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
          <FormField
            id="verification-code"
            label={i18n._(t.codeStep.field)}
            error={form.formState.errors.code?.message}
            hint={attemptsLeft !== undefined ? i18n._(t.codeStep.attemptsLeft(attemptsLeft)) : undefined}
          >
            <Input
              {...fieldAria(
                'verification-code',
                form.formState.errors.code?.message,
                attemptsLeft !== undefined,
              )}
              {...form.register('code', {
                onChange: (event: { target: { value: string } }) => {
                  const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
                  if (digits !== event.target.value) form.setValue('code', digits);
                },
              })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t.codeStep.placeholder}
              className="h-12 text-center font-mono text-2xl tracking-[0.5em] md:text-2xl"
              autoFocus
            />
          </FormField>
          <Button type="submit" size="lg" disabled={!complete || busy}>
            {verify.isPending ? i18n._(t.codeStep.submitting) : (submitLabel ?? i18n._(t.codeStep.submit))}
          </Button>
        </form>
        <div className="mt-5 grid gap-2 text-center text-sm">
          <p>
            <span className="text-muted-foreground">{i18n._(t.codeStep.didntReceive)} </span>
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              disabled={secondsLeft > 0 || send.isPending || busy}
              onClick={() => requestCode(true)}
            >
              {send.isPending
                ? i18n._(t.codeStep.resending)
                : secondsLeft > 0
                  ? i18n._(t.codeStep.resendIn(formatWait(i18n, secondsLeft)))
                  : i18n._(t.codeStep.resend)}
            </Button>
          </p>
          {onChangeNumber ? (
            <p>
              <span className="text-muted-foreground">{i18n._(t.codeStep.wrongNumber)} </span>
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                disabled={busy}
                onClick={onChangeNumber}
              >
                {i18n._(t.codeStep.changeNumber)}
              </Button>
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
