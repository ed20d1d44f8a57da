import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  passwordResetInput,
  type PasswordResetData,
  type PasswordResetInput,
} from '@common/auth/account-security';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { useRequestPasswordReset, useResetPassword } from '../api/use-account-codes';
import { useMessageOf, showFieldErrors } from '../api-errors';
import { identityTexts } from '../identity-texts';
import { AccountCodeEmailStep, SendCodeAgainButton } from './account-code-steps';
import { AuthShell } from './auth-shell';
import { CardHeading } from './card-heading';

const t = identityTexts.forgotPassword;

/** /forgot-password: the email, then the texted code and a new password; then back to sign in. */
export function ForgotPasswordPage() {
  const { i18n } = useLingui();
  const [email, setEmail] = useState<string | null>(null);
  const send = useRequestPasswordReset();
  return (
    <AuthShell title={i18n._(t.title)}>
      <Card>
        <CardHeader className="text-center">
          <CardHeading>{i18n._(t.title)}</CardHeading>
          <CardDescription>{i18n._(t.subtitle)}</CardDescription>
        </CardHeader>
        <CardContent>
          {email === null ? (
            <AccountCodeEmailStep id="reset-email" texts={t} send={send} onSent={setEmail} />
          ) : (
            <ResetStep email={email} />
          )}
        </CardContent>
        <CardFooter className="justify-center text-sm">
          <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
            {i18n._(t.backToSignIn)}
          </Link>
        </CardFooter>
      </Card>
    </AuthShell>
  );
}

function ResetStep({ email }: { email: string }) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const form = useForm<PasswordResetInput, unknown, PasswordResetData>({
    resolver: zodResolver(passwordResetInput),
    defaultValues: { email, code: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const reset = useResetPassword();
  const again = useRequestPasswordReset();
  const navigate = useNavigate();
  const onSubmit = form.handleSubmit((data) =>
    reset.mutate(data, {
      onSuccess: () => {
        toast.success(i18n._(t.done));
        void navigate(paths.login);
      },
      onError: (failure) => {
        if (!showFieldErrors(failure, form.setError, ['code', 'newPassword'])) {
          form.setError('code', { type: 'server', message: messageOf(failure) }, { shouldFocus: true });
        }
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={reset.isPending}>
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        {i18n._(t.codeSent)}
      </p>
      <FormField id="reset-code" label={i18n._(t.code)} error={errors.code?.message}>
        <Input
          {...fieldAria('reset-code', errors.code?.message)}
          {...form.register('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-required="true"
        />
      </FormField>
      <FormField
        id="reset-new-password"
        label={i18n._(t.newPassword)}
        hint={i18n._(t.newPasswordHint)}
        error={errors.newPassword?.message}
      >
        <Input
          {...fieldAria('reset-new-password', errors.newPassword?.message, true)}
          {...form.register('newPassword')}
          type="password"
          autoComplete="new-password"
          aria-required="true"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? i18n._(t.submitting) : i18n._(t.submit)}
      </Button>
      <SendCodeAgainButton email={email} send={again} texts={t} />
    </form>
  );
}
