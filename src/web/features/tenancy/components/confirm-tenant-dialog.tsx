import { useErrorText } from '@web/i18n';
import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { canOpenDashboard } from '@common/dashboards/dashboards';
import { confirmTenantLinkInput, type ConfirmTenantLinkInput } from '@common/tenancy/rent-terms';
import type { PendingTenantLink } from '@common/tenancy/tenancy';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useMe } from '@web/lib/auth/use-me';
import { managedPropertiesQueryOptions } from '../api/property-queries';
import { useDecideTenantLink } from '../api/use-decide-tenant-link';
import { rentTermsTexts } from '../rent-terms-texts';
import { tenancyTexts } from '../tenancy-texts';
import { todayInNairobi } from '../today-in-nairobi';
import { FormDialog, useFailureMessage } from './form-dialog';

const t = rentTermsTexts.confirmForm;
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm';

/** The vacant units of the link's property, from the properties the user runs (as landlord or caretaker). */
function useVacantUnits(propertyId: string) {
  const me = useMe();
  const roles = me.data?.roles ?? [];
  const sides = (['landlord', 'caretaker'] as const).filter((as) => canOpenDashboard(roles, as));
  const answers = useQueries({ queries: sides.map((as) => managedPropertiesQueryOptions(as)) });
  const property = answers.flatMap((answer) => answer.data ?? []).find((entry) => entry.id === propertyId);
  return {
    loading: answers.some((answer) => answer.isPending),
    units: property?.units.filter((unit) => !unit.tenancy) ?? [],
  };
}

/**
 * Confirming a tenant starts their tenancy: the vacant unit they rent, the rent and deposit (the unit's
 * asking ones, changeable), the day rent falls due and the start date.
 */
export function ConfirmTenantDialog({
  entry,
  open,
  onOpenChange,
}: {
  entry: PendingTenantLink;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const { i18n } = useLingui();
  const failureMessage = useFailureMessage();
  const id = useId();
  const decide = useDecideTenantLink();
  const { loading, units } = useVacantUnits(entry.property.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConfirmTenantLinkInput>({
    resolver: zodResolver(confirmTenantLinkInput),
    defaultValues: { unitId: '', dueDay: 5, startDate: todayInNairobi() },
  });
  const errors = form.formState.errors;
  const unitId = useWatch({ control: form.control, name: 'unitId' });
  const chooseUnit = (value: string) => {
    const unit = units.find((entryUnit) => entryUnit.id === value);
    form.setValue('unitId', value, { shouldValidate: form.formState.isSubmitted });
    if (unit) {
      form.setValue('monthlyRent', unit.monthlyRent);
      form.setValue('deposit', unit.deposit);
    }
  };
  const submit = form.handleSubmit(async (terms) => {
    setFormError(null);
    try {
      await decide.mutateAsync({ id: entry.id, decision: 'confirm', terms });
      toast.success(i18n._(tenancyTexts.confirmed));
      onOpenChange(false);
    } catch (error) {
      setFormError(failureMessage(error, i18n._(tenancyTexts.decisionFailed)));
    }
  });
  const number = (name: 'monthlyRent' | 'deposit' | 'dueDay', label: string, min: number, max?: number) => (
    <FormField id={`${id}-${name}`} label={label} error={fieldError(errors[name]?.message)}>
      <Input
        {...form.register(name, { valueAsNumber: true })}
        {...fieldAria(`${id}-${name}`, fieldError(errors[name]?.message))}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
      />
    </FormField>
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._(t.title)}
      description={i18n._(t.description(entry.tenant.name, entry.property.name))}
      onSubmit={submit}
      pending={decide.isPending}
      error={formError}
      texts={t}
    >
      <FormField id={`${id}-unit`} label={i18n._(t.unit)} error={fieldError(errors.unitId?.message)}>
        <select
          {...fieldAria(`${id}-unit`, fieldError(errors.unitId?.message))}
          className={selectClass}
          value={unitId}
          onChange={(event) => chooseUnit(event.target.value)}
          disabled={loading}
        >
          <option value="">{i18n._(t.chooseUnit)}</option>
          {units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {`${unit.label} · ${rentTermsTexts.kes(unit.monthlyRent)}`}
            </option>
          ))}
        </select>
      </FormField>
      {!loading && units.length === 0 ? (
        <p className="text-sm text-muted-foreground">{i18n._(t.noVacantUnit)}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {number('monthlyRent', i18n._(t.monthlyRent), 1)}
        {number('deposit', i18n._(t.deposit), 0)}
        {number('dueDay', i18n._(t.dueDay), 1, 28)}
        <FormField
          id={`${id}-start`}
          label={i18n._(t.startDate)}
          error={fieldError(errors.startDate?.message)}
        >
          <Input
            {...form.register('startDate')}
            {...fieldAria(`${id}-start`, fieldError(errors.startDate?.message))}
            type="date"
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
