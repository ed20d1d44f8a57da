import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { signInInput, type SignInData, type SignInInput } from '@common/auth/identity-input';
import { loginRoleChoices } from '@common/auth/login-roles';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import { useSignIn } from '../api/use-sign-in';
import { useMessageOf, showFieldErrors } from '../api-errors';
import { identityTexts as t } from '../identity-texts';
import { destinationAfterSignIn, returnPathFrom, signedInDestination } from '../signed-in-destination';
import { AuthShell } from './auth-shell';
import { CardHeading } from './card-heading';

/**
 * /login, 'Welcome Back': email, password and 'I am a'. The server checks the choice against the account's
 * roles; with the role the user goes to /dashboard/{role}, without it the page stays and says so.
 */
export function LoginPage() {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const form = useForm<SignInInput, unknown, SignInData>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: '', password: '', role: 'tenant' },
  });
  const { errors } = form.formState;
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data: me, isPending } = useMe();
  const [searchParams] = useSearchParams();
  const returnPath = returnPathFrom(searchParams);

  if (!started) {
    if (isPending) return <PageSpinner label={i18n._(t.loading)} />;
    if (me) {
      const target = returnPath && me.phoneVerified ? returnPath : signedInDestination(me);
      return <Navigate to={target} replace />;
    }
  }

  const onSubmit = form.handleSubmit((data) => {
    setStarted(true);
    setRefusal(null);
    signIn.mutate(data, {
      onSuccess: (result) => {
        toast.success(i18n._(t.login.successTitle), { description: i18n._(t.login.successBody) });
        void navigate(destinationAfterSignIn(result.redirectTo, returnPath), {
          state: { delivery: result.verification },
        });
      },
      onError: (error) => {
        if (showFieldErrors(error, form.setError, ['email', 'password', 'role'])) return;
        // The refusal names the chosen role: in Kiswahili it is said again with the role translated.
        const refusedRole =
          error instanceof ApiError && error.details.reason === 'role_mismatch' && i18n.locale !== 'en'
            ? data.role
            : undefined;
        const message = refusedRole
          ? i18n._(t.login.notRegisteredAs(i18n._(t.login.roles[refusedRole])))
          : messageOf(error);
        if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
          setRefusal(message);
        }
        toast.error(i18n._(t.errors.errorTitle), { description: message });
      },
    });
  });

  return (
    <AuthShell title={i18n._(t.login.title)}>
      <Card>
        <CardHeader className="text-center">
          <CardHeading>{i18n._(t.login.title)}</CardHeading>
          <CardDescription>{i18n._(t.login.subtitle)}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={signIn.isPending}>
            <FormField id="login-email" label={i18n._(t.login.email)} error={errors.email?.message}>
              <Input
                {...fieldAria('login-email', errors.email?.message)}
                {...form.register('email')}
                type="email"
                autoComplete="email"
                aria-required="true"
              />
            </FormField>
            <FormField id="login-password" label={i18n._(t.login.password)} error={errors.password?.message}>
              <Input
                {...fieldAria('login-password', errors.password?.message)}
                {...form.register('password')}
                type="password"
                autoComplete="current-password"
                aria-required="true"
              />
            </FormField>
            <Link
              to={paths.forgotPassword}
              className="-mt-2 justify-self-end text-sm text-primary underline-offset-4 hover:underline"
            >
              {i18n._(t.login.forgotPassword)}
            </Link>
            <Link
              to={paths.codeSignIn}
              className="-mt-2 justify-self-end text-sm text-primary underline-offset-4 hover:underline"
            >
              {i18n._(t.login.withCode)}
            </Link>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <fieldset className="grid gap-2">
                  <legend className="mb-2 text-sm font-medium">{i18n._(t.login.roleLegend)}</legend>
                  <RadioGroup
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      setRefusal(null);
                    }}
                    aria-label={i18n._(t.login.roleLegend)}
                    className="grid grid-cols-2 gap-2"
                  >
                    {loginRoleChoices.map((choice) => (
                      <Label
                        key={choice}
                        htmlFor={`login-role-${choice}`}
                        className="flex cursor-pointer items-center gap-2 rounded-md border p-3 font-normal hover:bg-muted"
                      >
                        <RadioGroupItem id={`login-role-${choice}`} value={choice} />
                        {i18n._(t.login.roles[choice])}
                      </Label>
                    ))}
                  </RadioGroup>
                </fieldset>
              )}
            />
            {refusal ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
              >
                {refusal}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={signIn.isPending}>
              {signIn.isPending ? i18n._(t.login.submitting) : i18n._(t.login.submit)}
            </Button>
          </form>
        </CardContent>
        <CardFooter className="justify-center text-sm">
          <p>
            <span className="text-muted-foreground">{i18n._(t.login.noAccount)} </span>
            <Link to={paths.signup} className="font-medium text-primary underline-offset-4 hover:underline">
              {i18n._(t.login.signUp)}
            </Link>
          </p>
        </CardFooter>
      </Card>
    </AuthShell>
  );
}
