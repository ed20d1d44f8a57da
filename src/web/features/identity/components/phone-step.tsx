import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import type { CodeDelivery } from '@common/auth/identity-input';
import type { Me } from '@common/auth/me';
import { kenyanPhoneSchema } from '@common/phone/kenyan-phone';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useSetPhone } from '../api/use-set-phone';
import { useMessageOf, showFieldErrors } from '../api-errors';
import { identityTexts as t } from '../identity-texts';
import { CardHeading } from './card-heading';

const phoneForm = z.object({ phone: kenyanPhoneSchema });
type PhoneFormInput = z.input<typeof phoneForm>;
type PhoneFormData = z.output<typeof phoneForm>;

/**
 * 'Add Your Phone Number' (an /auth account, or a wrong number): saving a new number texts a code to it.
 * `onSaved` gets the server's word on that code (none for an unchanged number, or when a limit or the SMS
 * provider stood in the way), which the code step shows.
 */
export function PhoneStep({
  initialPhone,
  onSaved,
  onCancel,
}: {
  initialPhone?: string | null;
  onSaved: (me: Me, delivery: CodeDelivery | null) => void;
  onCancel?: () => void;
}) {
  const { i18n } = useLingui();
  const messageOf = useMessageOf();
  const form = useForm<PhoneFormInput, unknown, PhoneFormData>({
    resolver: zodResolver(phoneForm),
    defaultValues: { phone: initialPhone ?? '' },
  });
  const setPhone = useSetPhone();
  const error = form.formState.errors.phone?.message;
  const onSubmit = form.handleSubmit(({ phone }) =>
    setPhone.mutate(phone, {
      onSuccess: ({ me, verification }) => onSaved(me, verification),
      onError: (failure) => {
        if (showFieldErrors(failure, form.setError, ['phone'])) return;
        toast.error(i18n._(t.errors.phoneFailed), { description: messageOf(failure) });
      },
    }),
  );
  return (
    <Card>
      <CardHeader className="text-center">
        <CardHeading>{i18n._(t.phoneStep.title)}</CardHeading>
        <CardDescription>{i18n._(t.phoneStep.subtitle)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={setPhone.isPending}>
          <FormField
            id="phone-step-phone"
            label={i18n._(t.profileStep.fields.phone)}
            hint={i18n._(t.profileStep.phoneHint)}
            error={error}
          >
            <Input
              {...fieldAria('phone-step-phone', error, true)}
              {...form.register('phone')}
              type="tel"
              autoComplete="tel"
              placeholder={t.profileStep.phonePlaceholder}
              aria-required="true"
              autoFocus
            />
          </FormField>
          <Button type="submit" size="lg" disabled={setPhone.isPending}>
            {setPhone.isPending ? i18n._(t.phoneStep.submitting) : i18n._(t.phoneStep.submit)}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel} disabled={setPhone.isPending}>
              {i18n._(t.phoneStep.cancel)}
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
