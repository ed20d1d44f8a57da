import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { authScreenSignInInput, basicSignUpInput, type CodeDelivery } from '@common/auth/identity-input';
import type { Me } from '@common/auth/me';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { useSignIn } from '../api/use-sign-in';
import { useBasicSignUp } from '../api/use-sign-up';
import { useMessageOf, showFieldErrors } from '../api-errors';
import { identityTexts as t } from '../identity-texts';
import { signedInDestination } from '../signed-in-destination';
import { useDelayedAction } from '../use-countdown';
import { AuthShell } from './auth-shell';
import { CardHeading } from './card-heading';
import { CodeStep } from './code-step';
import { GoogleSignIn, TermsNotice } from './google-button';
import { PhoneStep } from './phone-step';
import { afterVerifyDelayMs } from './signup-page';

type SignInForm = z.input<typeof authScreenSignInInput>;
type CreateForm = z.input<typeof basicSignUpInput>;

type Stage =
  | { name: 'form' }
  | { name: 'phone'; phone: string | null }
  | { name: 'code'; phone: string; delivery: CodeDelivery | null };

/**
 * /auth: sign in (password of at least 6) or create an account (full name, email, password) on one card.
 * A new account is a tenant; its phone and the phone's code follow on the same screen, then /kyc-verification.
 */
export function AuthPage() {
  const { i18n } = useLingui();
  const [mode, setMode] = useState<'sign-in' | 'create'>('sign-in');
  const [stage, setStage] = useState<Stage>({ name: 'form' });
  const [started, setStarted] = useState(false);
  const navigate = useNavigate();
  const later = useDelayedAction();
  const { data: me, isPending } = useMe();

  if (!started) {
    if (isPending) return <PageSpinner label={i18n._(t.loading)} />;
    if (me) return <Navigate to={signedInDestination(me)} replace />;
  }

  const title = mode === 'sign-in' ? i18n._(t.auth.signInTitle) : i18n._(t.auth.createTitle);
  return (
    <AuthShell
      title={
        stage.name === 'form'
          ? title
          : stage.name === 'phone'
            ? i18n._(t.phoneStep.title)
            : i18n._(t.codeStep.title)
      }
    >
      {stage.name === 'form' ? (
        <Card>
          <CardHeader className="text-center">
            <CardHeading>{title}</CardHeading>
            <CardDescription>
              {mode === 'sign-in' ? i18n._(t.auth.signInSubtitle) : i18n._(t.auth.createSubtitle)}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {mode === 'sign-in' ? (
              <SignInForm
                onStart={() => setStarted(true)}
                onSignedIn={(redirectTo, delivery) => void navigate(redirectTo, { state: { delivery } })}
              />
            ) : (
              <CreateAccountForm
                onStart={() => setStarted(true)}
                onCreated={(created) => setStage({ name: 'phone', phone: created.phone })}
              />
            )}
            <GoogleSignIn dividerLabel={i18n._(t.profileStep.orContinueWith)} />
            <TermsNotice />
          </CardContent>
          <CardFooter className="justify-center">
            <Button
              type="button"
              variant="link"
              onClick={() => setMode(mode === 'sign-in' ? 'create' : 'sign-in')}
            >
              {mode === 'sign-in' ? i18n._(t.auth.toCreate) : i18n._(t.auth.toSignIn)}
            </Button>
          </CardFooter>
        </Card>
      ) : null}
      {stage.name === 'phone' ? (
        <PhoneStep
          initialPhone={stage.phone}
          onSaved={(updated: Me, delivery) =>
            setStage({ name: 'code', phone: updated.phone ?? '', delivery })
          }
        />
      ) : null}
      {stage.name === 'code' ? (
        <CodeStep
          key={stage.phone}
          phone={stage.phone}
          initialDelivery={stage.delivery}
          onVerified={() => later(() => void navigate(paths.kycVerification), afterVerifyDelayMs)}
          onChangeNumber={() => setStage({ name: 'phone', phone: stage.phone })}
        />
      ) : null}
    </AuthShell>
  );
}

function SignInForm({
  onStart,
  onSignedIn,
}: {
  onStart: () => void;
  onSignedIn: (redirectTo: string, delivery: CodeDelivery | null) => void;
}) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const form = useForm<SignInForm>({
    resolver: zodResolver(authScreenSignInInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const signIn = useSignIn();
  const onSubmit = form.handleSubmit((data) => {
    onStart();
    signIn.mutate(
      { email: data.email, password: data.password },
      {
        onSuccess: (result) => {
          toast.success(i18n._(t.auth.signedIn));
          onSignedIn(result.redirectTo, result.verification);
        },
        onError: (error) => {
          if (showFieldErrors(error, form.setError, ['email', 'password'])) return;
          toast.error(i18n._(t.errors.signInFailed), { description: messageOf(error) });
        },
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={signIn.isPending}>
      <FormField id="auth-email" label={i18n._(t.auth.email)} error={errors.email?.message}>
        <Input
          {...fieldAria('auth-email', errors.email?.message)}
          {...form.register('email')}
          type="email"
          autoComplete="email"
          aria-required="true"
        />
      </FormField>
      <FormField id="auth-password" label={i18n._(t.auth.password)} error={errors.password?.message}>
        <Input
          {...fieldAria('auth-password', errors.password?.message)}
          {...form.register('password')}
          type="password"
          autoComplete="current-password"
          aria-required="true"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? i18n._(t.auth.signingIn) : i18n._(t.auth.signIn)}
      </Button>
    </form>
  );
}

function CreateAccountForm({ onStart, onCreated }: { onStart: () => void; onCreated: (me: Me) => void }) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const form = useForm<CreateForm>({
    resolver: zodResolver(basicSignUpInput),
    defaultValues: { full_name: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const create = useBasicSignUp();
  const onSubmit = form.handleSubmit((data) => {
    onStart();
    create.mutate(data, {
      onSuccess: (result) => {
        toast.success(i18n._(t.auth.created));
        onCreated(result.me);
      },
      onError: (error) => {
        if (showFieldErrors(error, form.setError, ['full_name', 'email', 'password'])) return;
        toast.error(i18n._(t.errors.signUpFailed), { description: messageOf(error) });
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={create.isPending}>
      <FormField id="auth-full_name" label={i18n._(t.auth.fullName)} error={errors.full_name?.message}>
        <Input
          {...fieldAria('auth-full_name', errors.full_name?.message)}
          {...form.register('full_name')}
          autoComplete="name"
          aria-required="true"
        />
      </FormField>
      <FormField id="auth-new-email" label={i18n._(t.auth.email)} error={errors.email?.message}>
        <Input
          {...fieldAria('auth-new-email', errors.email?.message)}
          {...form.register('email')}
          type="email"
          autoComplete="email"
          aria-required="true"
        />
      </FormField>
      <FormField
        id="auth-new-password"
        label={i18n._(t.auth.password)}
        hint={i18n._(t.auth.createPasswordHint)}
        error={errors.password?.message}
      >
        <Input
          {...fieldAria('auth-new-password', errors.password?.message, true)}
          {...form.register('password')}
          type="password"
          autoComplete="new-password"
          aria-required="true"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={create.isPending}>
        {create.isPending ? i18n._(t.auth.creating) : i18n._(t.auth.create)}
      </Button>
    </form>
  );
}
