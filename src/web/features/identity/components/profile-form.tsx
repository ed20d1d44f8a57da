import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlertIcon, ShieldCheckIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { fullNameSchema } from '@common/auth/identity-input';
import type { Me } from '@common/auth/me';
import { formatKenyanPhone, kenyanPhoneSchema } from '@common/phone/kenyan-phone';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import { useUpdateProfile, type ProfileChanges } from '../api/use-update-profile';
import { useMessageOf } from '../api-errors';
import { identityTexts } from '../identity-texts';

const t = identityTexts.profile;

function profileSchema(phoneRequired: boolean) {
  return z.object({
    fullName: fullNameSchema,
    // A user who never gave a number may leave it blank; a number once given can be changed, not removed.
    phone: phoneRequired
      ? kenyanPhoneSchema
      : z
          .literal('')
          .transform(() => null)
          .or(kenyanPhoneSchema),
  });
}

type ProfileInput = z.input<ReturnType<typeof profileSchema>>;
type ProfileData = z.output<ReturnType<typeof profileSchema>>;
type FieldName = keyof ProfileInput;

const valuesOf = (me: Me): ProfileInput => ({
  fullName: me.fullName,
  phone: me.phone ? formatKenyanPhone(me.phone) : '',
});

/**
 * The signed-in user's full name and phone, saved for real with `PATCH /api/me` (the same rules as the
 * server); the email read-only, then `readOnlyFields`, what other features show about the user (the tenant's
 * apartment). Renders nothing without a session: it sits behind a dashboard's guard.
 */
export function ProfileForm({ readOnlyFields }: { readOnlyFields?: ReactNode }) {
  const me = useMe().data;
  return me ? <ProfileFields me={me} readOnlyFields={readOnlyFields} /> : null;
}

function ProfileFields({ me, readOnlyFields }: { me: Me; readOnlyFields?: ReactNode }) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const schema = useMemo(() => profileSchema(me.phone !== null), [me.phone]);
  const form = useForm<ProfileInput, unknown, ProfileData>({
    resolver: zodResolver(schema),
    values: valuesOf(me),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const update = useUpdateProfile();

  const onSubmit = form.handleSubmit((data) => {
    const changes: ProfileChanges = {};
    if (data.fullName !== me.fullName) changes.fullName = data.fullName;
    if (data.phone !== null && data.phone !== me.phone) changes.phone = data.phone;
    if (Object.keys(changes).length === 0) {
      toast.info(i18n._(t.nothingChanged));
      return;
    }
    update.mutate(changes, {
      onSuccess: (updated) => {
        form.reset(valuesOf(updated));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          const fields = Object.entries(error.fields).filter(
            (entry): entry is [FieldName, string] => entry[0] === 'fullName' || entry[0] === 'phone',
          );
          fields.forEach(([field, message], index) => {
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
          });
          if (fields.length > 0) return;
        }
        toast.error(messageOf(error));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={update.isPending}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="profile-full-name"
          label={<span className="flex min-h-5 items-center">{i18n._(t.fullName)}</span>}
          error={errors.fullName?.message}
        >
          <Input
            {...fieldAria('profile-full-name', errors.fullName?.message)}
            {...form.register('fullName')}
            autoComplete="name"
            aria-required="true"
          />
        </FormField>
        <FormField
          id="profile-phone"
          label={
            <span className="flex min-h-5 items-center gap-2">
              {i18n._(t.phone)}
              {me.phone ? (
                me.phoneVerified ? (
                  <Badge variant="success" className="py-0">
                    <ShieldCheckIcon className="size-3" aria-hidden="true" />
                    {i18n._(t.phoneVerified)}
                  </Badge>
                ) : (
                  <Badge variant="warning" className="py-0">
                    <ShieldAlertIcon className="size-3" aria-hidden="true" />
                    {i18n._(t.phoneUnverified)}
                  </Badge>
                )
              ) : null}
            </span>
          }
          hint={i18n._(t.phoneHint)}
          error={errors.phone?.message}
        >
          <Input
            {...fieldAria('profile-phone', errors.phone?.message, true)}
            {...form.register('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t.phonePlaceholder}
            aria-required={me.phone !== null}
          />
        </FormField>
        <FormField id="profile-email" label={i18n._(t.email)} hint={i18n._(t.readOnly)}>
          <Input {...fieldAria('profile-email', undefined, true)} value={me.email} readOnly type="email" />
        </FormField>
        {readOnlyFields}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? i18n._(t.saving) : i18n._(t.save)}
        </Button>
        {me.phone && !me.phoneVerified ? (
          <Button asChild variant="link" className="px-0">
            <Link to={paths.verifyPhone}>{i18n._(t.verifyPhone)}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
