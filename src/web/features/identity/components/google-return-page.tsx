import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { AccountType } from '@common/auth/account-types';
import {
  googleCompleteInput,
  googleSignInErrors,
  type GooglePendingAccount,
} from '@common/auth/google-sign-in';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { translateText } from '@web/i18n';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { useCompleteGoogleSignUp, useGooglePendingAccount } from '../api/use-google-sign-in';
import { useMessageOf, showFieldErrors } from '../api-errors';
import { identityTexts as t } from '../identity-texts';
import { signedInDestination } from '../signed-in-destination';
import { AuthShell } from './auth-shell';
import { CardHeading } from './card-heading';
import { GoogleButton } from './google-button';
import { RoleStep } from './role-step';

const finishForm = googleCompleteInput.omit({ user_purpose: true });
type FinishInput = z.input<typeof finishForm>;
type FinishData = z.output<typeof finishForm>;
const fieldNames = ['first_name', 'last_name', 'phone'] as const;

/**
 * /auth/google, where every Google sign-in comes back. An account already set up goes on as after any sign-in
 * (the code step first while its phone is unproved, then its dashboard). A new Google account chooses its role,
 * gives its name and phone, and goes to the code step, then /kyc-verification like every sign-up: nothing else
 * opens before. A failure (`?error=`) says what happened and offers Google again.
 */
export function GoogleReturnPage() {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const [params] = useSearchParams();
  const error = params.get('error');
  const { data: me, isPending } = useMe();
  const [finished, setFinished] = useState(false);
  const pending = useGooglePendingAccount(!error && !isPending && !me);

  if (error) return <GoogleFailed message={failureMessage(i18n, error)} />;
  if (isPending) return <PageSpinner label={i18n._(t.google.signingIn)} />;
  if (me && !finished) return <Navigate to={signedInDestination(me)} replace />;
  if (pending.isPending) return <PageSpinner label={i18n._(t.google.signingIn)} />;
  if (pending.error || !pending.data) return <GoogleFailed message={messageOf(pending.error)} />;
  return <FinishGoogleSignUp account={pending.data} onFinished={() => setFinished(true)} />;
}

/** Why Google sent the person back: its known codes in the person's language, else the general text. */
function failureMessage(i18n: I18n, code: string): string {
  return code in googleSignInErrors
    ? translateText(i18n, googleSignInErrors[code as keyof typeof googleSignInErrors])
    : i18n._(t.google.failedFallback);
}

function GoogleFailed({ message }: { message: string }) {
  const { i18n } = useLingui();
  return (
    <AuthShell title={i18n._(t.google.failedTitle)}>
      <Card>
        <CardHeader className="text-center">
          <CardHeading>{i18n._(t.google.failedTitle)}</CardHeading>
          <CardDescription role="alert">{message}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <GoogleButton />
        </CardContent>
        <CardFooter className="justify-center">
          <Link
            to={paths.auth}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {i18n._(t.google.otherWays)}
          </Link>
        </CardFooter>
      </Card>
    </AuthShell>
  );
}

function FinishGoogleSignUp({
  account,
  onFinished,
}: {
  account: GooglePendingAccount;
  onFinished: () => void;
}) {
  const { i18n } = useLingui();
  const [purpose, setPurpose] = useState<AccountType | null>(null);
  const [step, setStep] = useState<'role' | 'profile'>('role');
  if (step === 'role' || !purpose) {
    return (
      <AuthShell title={i18n._(t.roleStep.title)}>
        <RoleStep
          value={purpose}
          onChange={setPurpose}
          onContinue={() => setStep('profile')}
          footer={<p className="text-muted-foreground">{i18n._(t.google.signedInAs(account.email))}</p>}
        />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={i18n._(t.google.finishTitle)}>
      <FinishProfile
        account={account}
        purpose={purpose}
        onBack={() => setStep('role')}
        onFinished={onFinished}
      />
    </AuthShell>
  );
}

function FinishProfile({
  account,
  purpose,
  onBack,
  onFinished,
}: {
  account: GooglePendingAccount;
  purpose: AccountType;
  onBack: () => void;
  onFinished: () => void;
}) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const navigate = useNavigate();
  const complete = useCompleteGoogleSignUp();
  const form = useForm<FinishInput, unknown, FinishData>({
    resolver: zodResolver(finishForm),
    defaultValues: { first_name: account.firstName, last_name: account.lastName, phone: '' },
  });
  const { errors } = form.formState;
  const field = (name: (typeof fieldNames)[number]) => ({
    ...fieldAria(`google-${name}`, errors[name]?.message, name === 'phone'),
    ...form.register(name),
    'aria-required': true,
  });

  const onSubmit = form.handleSubmit((data) => {
    onFinished();
    complete.mutate(
      { ...data, user_purpose: purpose },
      {
        onSuccess: (result) =>
          void navigate(`${paths.verifyPhone}?next=${encodeURIComponent(paths.kycVerification)}`, {
            replace: true,
            state: { delivery: result.verification },
          }),
        onError: (error) => {
          if (showFieldErrors(error, form.setError, fieldNames)) return;
          toast.error(i18n._(t.errors.signUpFailed), { description: messageOf(error) });
        },
      },
    );
  });

  const purposeLabel =
    purpose === 'service_provider'
      ? i18n._(t.profileStep.providerRole)
      : i18n._(t.roleStep.roles[purpose].label);
  return (
    <Card>
      <CardHeader className="text-center">
        <CardHeading>{i18n._(t.google.finishTitle)}</CardHeading>
        <CardDescription>{i18n._(t.google.finishSubtitle)}</CardDescription>
        <p className="text-sm">
          <span className="font-medium">{i18n._(t.profileStep.joiningAs(purposeLabel))}</span>
          {' · '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={onBack}
            disabled={complete.isPending}
          >
            {i18n._(t.profileStep.changeRole)}
          </Button>
        </p>
        <p className="text-sm text-muted-foreground">{i18n._(t.google.signedInAs(account.email))}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={complete.isPending}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="google-first_name"
              label={i18n._(t.profileStep.fields.firstName)}
              error={errors.first_name?.message}
            >
              <Input {...field('first_name')} autoComplete="given-name" />
            </FormField>
            <FormField
              id="google-last_name"
              label={i18n._(t.profileStep.fields.lastName)}
              error={errors.last_name?.message}
            >
              <Input {...field('last_name')} autoComplete="family-name" />
            </FormField>
          </div>
          <FormField
            id="google-phone"
            label={i18n._(t.profileStep.fields.phone)}
            hint={i18n._(t.profileStep.phoneHint)}
            error={errors.phone?.message}
          >
            <Input
              {...field('phone')}
              type="tel"
              autoComplete="tel"
              placeholder={t.profileStep.phonePlaceholder}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={complete.isPending}>
            {complete.isPending ? i18n._(t.google.submitting) : i18n._(t.google.submit)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
