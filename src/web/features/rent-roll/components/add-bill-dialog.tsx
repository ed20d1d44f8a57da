import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { meterBillAmount } from '@common/rent/meter-bill';
import { addBillInput, billKinds, type AddBillInput } from '@common/rent/rent-contracts';
import { nairobiToday } from '@common/rent/rent-cycle';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Switch } from '@web/components/ui/switch';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useAddBill } from '../api/rent-roll-queries';
import { rentRollTexts } from '../rent-roll-texts';

const t = rentRollTexts.addBill;

/** An empty number field is no value (so the schema says what is missing), anything else a number. */
const asNumber = {
  setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
};
type NumberField = 'amount' | 'previousReading' | 'currentReading' | 'ratePerUnit';

/**
 * The landlord or caretaker adds an electricity, water or internet bill to an occupied unit's tenancy for a
 * month. Water may be billed by the meter: the readings × the rate, the amount shown as they type.
 */
export function AddBillDialog({
  tenancy,
  unitLabel,
  open,
  onOpenChange,
}: {
  tenancy: { id: string; tenant: { name: string } };
  unitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const { i18n } = useLingui();
  const id = useId();
  const addBill = useAddBill();
  const [byMeter, setByMeter] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);
  const today = nairobiToday(new Date());
  const form = useForm<AddBillInput>({
    resolver: zodResolver(addBillInput),
    // Hidden fields drop out: water by the meter sends no amount, any other bill no readings.
    shouldUnregister: true,
    defaultValues: { kind: 'electricity', period: today.slice(0, 7), dueDate: today },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const [previousReading, currentReading, ratePerUnit] = useWatch({
    control: form.control,
    name: ['previousReading', 'currentReading', 'ratePerUnit'],
  });
  const meter = kind === 'water' && byMeter;
  const meterAmount =
    Number.isFinite(previousReading) && Number.isFinite(currentReading) && Number.isFinite(ratePerUnit)
      ? meterBillAmount({
          previousReading: previousReading!,
          currentReading: currentReading!,
          ratePerUnit: ratePerUnit!,
        })
      : null;
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    if (!next) setFormError(null);
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (json) => {
    setFormError(null);
    try {
      const bill = await addBill.mutateAsync({ tenancyId: tenancy.id, json });
      toast.success(i18n._(t.added(i18n._(t.kinds[json.kind]), bill.amount)));
      close(false);
    } catch (failure) {
      setFormError(failure instanceof ApiError ? errorText(failure) : i18n._(t.failed));
    }
  });
  const numberField = (name: NumberField, label: string, step: string) => (
    <FormField id={`${id}-${name}`} label={label} error={fieldError(errors[name]?.message)}>
      <Input
        {...form.register(name, asNumber)}
        {...fieldAria(`${id}-${name}`, fieldError(errors[name]?.message))}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
      />
    </FormField>
  );
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{i18n._(t.title)}</DialogTitle>
          <DialogDescription>{i18n._(t.description(tenancy.tenant.name, unitLabel))}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{i18n._(t.kind)}</legend>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <RadioGroup
                  value={field.value}
                  onValueChange={field.onChange}
                  className="flex flex-wrap gap-4"
                >
                  {billKinds.map((option) => (
                    <span key={option} className="flex items-center gap-2">
                      <RadioGroupItem id={`${id}-kind-${option}`} value={option} />
                      <Label htmlFor={`${id}-kind-${option}`}>{i18n._(t.kinds[option])}</Label>
                    </span>
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>
          {kind === 'water' ? (
            <span className="flex items-center gap-2">
              <Switch id={`${id}-meter`} checked={byMeter} onCheckedChange={setByMeter} />
              <Label htmlFor={`${id}-meter`}>{i18n._(t.byMeter)}</Label>
            </span>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-period`}
              label={i18n._(t.period)}
              error={fieldError(errors.period?.message)}
            >
              <Input
                {...form.register('period')}
                {...fieldAria(`${id}-period`, fieldError(errors.period?.message))}
                type="month"
              />
            </FormField>
            <FormField id={`${id}-due`} label={i18n._(t.dueDate)} error={fieldError(errors.dueDate?.message)}>
              <Input
                {...form.register('dueDate')}
                {...fieldAria(`${id}-due`, fieldError(errors.dueDate?.message))}
                type="date"
              />
            </FormField>
          </div>
          {meter ? (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                {numberField('previousReading', i18n._(t.previousReading), 'any')}
                {numberField('currentReading', i18n._(t.currentReading), 'any')}
                {numberField('ratePerUnit', i18n._(t.ratePerUnit), 'any')}
              </div>
              <p aria-live="polite" className="rounded-md bg-secondary px-3 py-2 text-sm font-medium">
                {i18n._(t.meterAmount(meterAmount !== null && meterAmount >= 0 ? meterAmount : null))}
              </p>
            </>
          ) : (
            numberField('amount', i18n._(t.amount), '1')
          )}
          <DialogFormFooter
            error={formError}
            pending={addBill.isPending}
            texts={{
              cancel: i18n._(t.cancel),
              submit: i18n._(t.submit),
              submitting: i18n._(t.submitting),
            }}
            onCancel={() => close(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
