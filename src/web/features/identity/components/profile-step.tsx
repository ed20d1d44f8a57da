import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { signUpInput, type SignUpResult } from '@common/auth/identity-input';
import type { AccountType } from '@common/auth/account-types';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useSignUp } from '../api/use-sign-up';
import { useMessageOf, showFieldErrors } from '../api-errors';
import { identityTexts as t } from '../identity-texts';
import { CardHeading } from './card-heading';
import { GoogleSignIn, TermsNotice } from './google-button';

const profileForm = signUpInput.omit({ user_purpose: true });
type ProfileInput = z.input<typeof profileForm>;
type ProfileData = z.output<typeof profileForm>;
const fieldNames = ['first_name', 'last_name', 'email', 'password', 'phone'] as const;

/**
 * Step 2, 'Complete Your Profile': the account is created here with first_name, last_name, phone and
 * user_purpose, and a code is texted to the phone.
 */
export function ProfileStep({
  purpose,
  purposeLabel,
  onBack,
  onStart,
  onCreated,
}: {
  purpose: AccountType;
  purposeLabel: string;
  onBack?: () => void;
  onStart: () => void;
  onCreated: (result: SignUpResult) => void;
}) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const form = useForm<ProfileInput, unknown, ProfileData>({
    resolver: zodResolver(profileForm),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', phone: '' },
  });
  const { errors } = form.formState;
  const signUp = useSignUp();

  const onSubmit = form.handleSubmit((data) => {
    onStart();
    signUp.mutate(
      { ...data, user_purpose: purpose },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (showFieldErrors(error, form.setError, fieldNames)) return;
          toast.error(i18n._(t.errors.signUpFailed), { description: messageOf(error) });
        },
      },
    );
  });

  const field = (name: (typeof fieldNames)[number]) => ({
    ...fieldAria(`signup-${name}`, errors[name]?.message, name === 'password' || name === 'phone'),
    ...form.register(name),
    'aria-required': true,
  });

  return (
    <Card>
      <CardHeader className="text-center">
        <CardHeading>{i18n._(t.profileStep.title)}</CardHeading>
        <CardDescription>{i18n._(t.profileStep.subtitle)}</CardDescription>
        <p className="text-sm">
          <span className="font-medium">{i18n._(t.profileStep.joiningAs(purposeLabel))}</span>
          {onBack ? (
            <>
              {' · '}
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                onClick={onBack}
                disabled={signUp.isPending}
              >
                {i18n._(t.profileStep.changeRole)}
              </Button>
            </>
          ) : null}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={signUp.isPending}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="signup-first_name"
              label={i18n._(t.profileStep.fields.firstName)}
              error={errors.first_name?.message}
            >
              <Input {...field('first_name')} autoComplete="given-name" />
            </FormField>
            <FormField
              id="signup-last_name"
              label={i18n._(t.profileStep.fields.lastName)}
              error={errors.last_name?.message}
            >
              <Input {...field('last_name')} autoComplete="family-name" />
            </FormField>
          </div>
          <FormField
            id="signup-email"
            label={i18n._(t.profileStep.fields.email)}
            error={errors.email?.message}
          >
            <Input {...field('email')} type="email" autoComplete="email" />
          </FormField>
          <FormField
            id="signup-password"
            label={i18n._(t.profileStep.fields.password)}
            hint={i18n._(t.profileStep.passwordHint)}
            error={errors.password?.message}
          >
            <Input {...field('password')} type="password" autoComplete="new-password" maxLength={128} />
          </FormField>
          <FormField
            id="signup-phone"
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
          <Button type="submit" size="lg" disabled={signUp.isPending}>
            {signUp.isPending ? i18n._(t.profileStep.submitting) : i18n._(t.profileStep.submit)}
          </Button>
        </form>
        <GoogleSignIn dividerLabel={i18n._(t.profileStep.orContinueWith)} />
        <TermsNotice />
      </CardContent>
    </Card>
  );
}
