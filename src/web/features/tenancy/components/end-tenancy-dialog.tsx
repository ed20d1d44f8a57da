import { useErrorText } from '@web/i18n';
import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { endTenancyInput, type ManagedUnit } from '@common/tenancy/rent-terms';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useEndTenancy } from '../api/property-queries';
import { rentTermsTexts } from '../rent-terms-texts';
import { todayInNairobi } from '../today-in-nairobi';
import { FormDialog, useFailureMessage } from './form-dialog';

const t = rentTermsTexts.endForm;

/** The landlord or caretaker records the tenant's move-out: the unit is vacant again. */
export function EndTenancyDialog({
  unit,
  open,
  onOpenChange,
}: {
  unit: ManagedUnit & { tenancy: NonNullable<ManagedUnit['tenancy']> };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const { i18n } = useLingui();
  const failureMessage = useFailureMessage();
  const id = useId();
  const end = useEndTenancy();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ moveOutDate: string }>({
    resolver: zodResolver(endTenancyInput),
    defaultValues: { moveOutDate: todayInNairobi() },
  });
  const error = fieldError(form.formState.errors.moveOutDate?.message);
  const close = (next: boolean) => {
    if (!next) setFormError(null);
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async ({ moveOutDate }) => {
    setFormError(null);
    try {
      await end.mutateAsync({ id: unit.tenancy.id, moveOutDate });
      toast.success(i18n._(t.ended));
      close(false);
    } catch (failure) {
      setFormError(failureMessage(failure, i18n._(t.failed)));
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={i18n._(t.title)}
      description={i18n._(t.description(unit.tenancy.tenant.name, unit.label))}
      onSubmit={submit}
      pending={end.isPending}
      error={formError}
      texts={t}
    >
      <FormField id={id} label={i18n._(t.moveOutDate)} error={error}>
        <Input {...form.register('moveOutDate')} {...fieldAria(id, error)} type="date" />
      </FormField>
    </FormDialog>
  );
}
