import { useErrorText } from '@web/i18n';
import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  unitInput,
  type ManagedProperty,
  type ManagedUnit,
  type UnitInput,
} from '@common/tenancy/rent-terms';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useSaveUnit } from '../api/property-queries';
import { rentTermsTexts } from '../rent-terms-texts';
import { FormDialog, useFailureMessage } from './form-dialog';

const t = rentTermsTexts.unitForm;

/** Add a unit to the property (no `unit`) or edit one: its name, asking rent and deposit. */
export function UnitFormDialog({
  property,
  unit,
  open,
  onOpenChange,
}: {
  property: ManagedProperty;
  unit?: ManagedUnit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const { i18n } = useLingui();
  const failureMessage = useFailureMessage();
  const id = useId();
  const save = useSaveUnit();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UnitInput>({
    resolver: zodResolver(unitInput),
    defaultValues: unit
      ? { label: unit.label, monthlyRent: unit.monthlyRent, deposit: unit.deposit }
      : { label: '', deposit: 0 },
  });
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFormError(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ propertyId: property.id, unitId: unit?.id, json: values });
      toast.success(i18n._(t.saved));
      close(false);
    } catch (error) {
      setFormError(failureMessage(error, i18n._(t.failed)));
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={unit ? i18n._(t.editTitle) : `${i18n._(t.addTitle)}: ${property.name}`}
      description={i18n._(t.description)}
      onSubmit={submit}
      pending={save.isPending}
      error={formError}
      texts={t}
    >
      <FormField id={`${id}-label`} label={i18n._(t.label)} error={fieldError(errors.label?.message)}>
        <Input
          {...form.register('label')}
          {...fieldAria(`${id}-label`, fieldError(errors.label?.message))}
          placeholder={i18n._(t.labelPlaceholder)}
          autoComplete="off"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-rent`}
          label={i18n._(t.monthlyRent)}
          error={fieldError(errors.monthlyRent?.message)}
        >
          <Input
            {...form.register('monthlyRent', { valueAsNumber: true })}
            {...fieldAria(`${id}-rent`, fieldError(errors.monthlyRent?.message))}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
        </FormField>
        <FormField id={`${id}-deposit`} label={i18n._(t.deposit)} error={fieldError(errors.deposit?.message)}>
          <Input
            {...form.register('deposit', { valueAsNumber: true })}
            {...fieldAria(`${id}-deposit`, fieldError(errors.deposit?.message))}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
