import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { codeSignInInput, type CodeSignInData, type CodeSignInInput } from '@common/auth/account-security';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { useRequestSignInCode } from '../api/use-account-codes';
import { useSignInWithCode } from '../api/use-sign-in-with-code';
import { useMessageOf, showFieldErrors } from '../api-errors';
import { identityTexts } from '../identity-texts';
import { destinationAfterSignIn, returnPathFrom } from '../signed-in-destination';
import { AccountCodeEmailStep, SendCodeAgainButton } from './account-code-steps';
import { AuthShell } from './auth-shell';
import { CardHeading } from './card-heading';

const t = identityTexts.codeSignIn;

/** /login/code: a one-time code texted to the account's verified phone signs in, whatever the password. */
export function CodeSignInPage() {
  const { i18n } = useLingui();
  const [email, setEmail] = useState<string | null>(null);
  const send = useRequestSignInCode();
  return (
    <AuthShell title={i18n._(t.title)}>
      <Card>
        <CardHeader className="text-center">
          <CardHeading>{i18n._(t.title)}</CardHeading>
          <CardDescription>{i18n._(t.subtitle)}</CardDescription>
        </CardHeader>
        <CardContent>
          {email === null ? (
            <AccountCodeEmailStep id="code-sign-in-email" texts={t} send={send} onSent={setEmail} />
          ) : (
            <CodeStep email={email} />
          )}
        </CardContent>
        <CardFooter className="justify-center text-sm">
          <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
            {i18n._(t.withPassword)}
          </Link>
        </CardFooter>
      </Card>
    </AuthShell>
  );
}

function CodeStep({ email }: { email: string }) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const form = useForm<CodeSignInInput, unknown, CodeSignInData>({
    resolver: zodResolver(codeSignInInput),
    defaultValues: { email, code: '' },
  });
  const error = form.formState.errors.code?.message;
  const signIn = useSignInWithCode();
  const again = useRequestSignInCode();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const onSubmit = form.handleSubmit((data) =>
    signIn.mutate(data, {
      onSuccess: (result) => {
        toast.success(i18n._(identityTexts.login.successTitle), {
          description: i18n._(identityTexts.login.successBody),
        });
        void navigate(destinationAfterSignIn(result.redirectTo, returnPathFrom(searchParams)));
      },
      onError: (failure) => {
        if (!showFieldErrors(failure, form.setError, ['code'])) {
          form.setError('code', { type: 'server', message: messageOf(failure) }, { shouldFocus: true });
        }
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={signIn.isPending}>
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        {i18n._(t.codeSent)}
      </p>
      <FormField id="code-sign-in-code" label={i18n._(t.code)} error={error}>
        <Input
          {...fieldAria('code-sign-in-code', error)}
          {...form.register('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-required="true"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? i18n._(t.submitting) : i18n._(t.submit)}
      </Button>
      <SendCodeAgainButton email={email} send={again} texts={t} />
    </form>
  );
}
