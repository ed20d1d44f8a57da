import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { LaptopIcon, SmartphoneIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { changePasswordInput, type ChangePasswordData } from '@common/auth/account-security';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Separator } from '@web/components/ui/separator';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/i18n';
import { activeSessionsQueryOptions } from '../api/account-security-queries';
import { useChangePassword } from '../api/use-change-password';
import { useSignOutOthers } from '../api/use-sign-out-others';
import { useMessageOf, showFieldErrors } from '../api-errors';
import { identityTexts } from '../identity-texts';

const t = identityTexts.security;

/** The profile's Security section: the password, and where the account is signed in. */
export function AccountSecurity() {
  return (
    <div className="grid gap-6">
      <ChangePasswordForm />
      <Separator />
      <ActiveSessions />
    </div>
  );
}

function ChangePasswordForm() {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const headingId = useId();
  const form = useForm<ChangePasswordData>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword();
  const onSubmit = form.handleSubmit((data) =>
    change.mutate(data, {
      onSuccess: () => {
        form.reset();
        toast.success(i18n._(t.passwordChanged));
      },
      onError: (error) => {
        if (!showFieldErrors(error, form.setError, ['currentPassword', 'newPassword']))
          toast.error(messageOf(error));
      },
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={change.isPending}
      className="grid gap-4"
    >
      <h3 id={headingId} className="font-medium">
        {i18n._(t.changePassword)}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="current-password"
          label={i18n._(t.currentPassword)}
          error={errors.currentPassword?.message}
        >
          <Input
            {...fieldAria('current-password', errors.currentPassword?.message)}
            {...form.register('currentPassword')}
            type="password"
            autoComplete="current-password"
            aria-required="true"
          />
        </FormField>
        <FormField
          id="new-password"
          label={i18n._(t.newPassword)}
          hint={i18n._(t.newPasswordHint)}
          error={errors.newPassword?.message}
        >
          <Input
            {...fieldAria('new-password', errors.newPassword?.message, true)}
            {...form.register('newPassword')}
            type="password"
            autoComplete="new-password"
            aria-required="true"
          />
        </FormField>
      </div>
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? i18n._(t.savingPassword) : i18n._(t.savePassword)}
      </Button>
    </form>
  );
}

function ActiveSessions() {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const headingId = useId();
  const query = useQuery(activeSessionsQueryOptions());
  const signOutOthers = useSignOutOthers();
  const others = query.data?.sessions.filter((session) => !session.current).length ?? 0;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-medium">
        {i18n._(t.sessions)}
      </h3>
      {query.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{i18n._(t.sessionsLoading)}</span>
          <Skeleton className="h-12" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{i18n._(t.sessionsFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {i18n._(t.retry)}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-2">
          {query.data.sessions.map((session) => {
            const Icon = /Android|iPhone/.test(session.device) ? SmartphoneIcon : LaptopIcon;
            return (
              <li key={session.id} className="flex items-center gap-3 rounded-lg border p-3 text-sm">
                <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid min-w-0 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {session.device}
                    {session.current ? <Badge variant="success">{i18n._(t.thisDevice)}</Badge> : null}
                  </p>
                  <p className="text-muted-foreground">
                    {i18n._(t.lastUsed(formatDateTime(session.lastUsedAt)))}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {query.isSuccess && others === 0 ? (
        <p className="text-sm text-muted-foreground">{i18n._(t.onlyThisDevice)}</p>
      ) : null}
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={signOutOthers.isPending}
        onClick={() =>
          signOutOthers.mutate(undefined, {
            onSuccess: ({ ended }) => toast.success(i18n._(t.signedOutOthers(ended))),
            onError: (error) => toast.error(messageOf(error)),
          })
        }
      >
        {signOutOthers.isPending ? i18n._(t.signingOutOthers) : i18n._(t.signOutOthers)}
      </Button>
    </section>
  );
}
