import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  allocationInputOf,
  suspenseAllocationForm,
  type SuspenseAllocationForm,
  type SuspensePayment,
} from '@common/payments/suspense-allocation';
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
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useAllocateSuspensePayment } from '../api/suspense-payments-queries';
import { suspensePaymentsTexts as t } from '../suspense-payments-texts';

/** The Allocate dialog: which kind of account, its number and the reason, checked by the API's own schema. */
export function AllocateSuspenseDialog({
  payment,
  open,
  onOpenChange,
}: {
  payment: SuspensePayment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const allocate = useAllocateSuspensePayment();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SuspenseAllocationForm>({
    resolver: zodResolver(suspenseAllocationForm),
    defaultValues: { kind: 'wallet', account: '', reason: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await allocate.mutateAsync({ id: payment.id, allocation: allocationInputOf(values) });
      toast.success(i18n._(t.allocated(payment.receipt)));
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : i18n._(t.allocateFailed);
      setFormError(message);
      toast.error(i18n._(t.allocateFailed), { description: message });
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={i18n._(t.close)}>
        <DialogHeader>
          <DialogTitle>{i18n._(t.dialogTitle(payment.receipt))}</DialogTitle>
          <DialogDescription>{i18n._(t.dialogDescription(t.amount(payment.amount)))}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{i18n._(t.kind)}</legend>
            {(['wallet', 'tenancy'] as const).map((kind) => (
              <label key={kind} className="flex items-start gap-2 text-sm">
                <input type="radio" value={kind} className="mt-0.5 size-4" {...form.register('kind')} />
                {kind === 'wallet' ? i18n._(t.kindWallet) : i18n._(t.kindTenancy)}
              </label>
            ))}
          </fieldset>
          <FormField
            id={`${id}-account`}
            label={i18n._(t.account)}
            hint={i18n._(t.accountHint)}
            error={errors.account?.message}
          >
            <Input
              {...form.register('account')}
              {...fieldAria(`${id}-account`, errors.account?.message, true)}
              autoComplete="off"
              autoCapitalize="characters"
            />
          </FormField>
          <FormField
            id={`${id}-reason`}
            label={i18n._(t.reason)}
            hint={i18n._(t.reasonHint)}
            error={errors.reason?.message}
          >
            <Textarea
              {...form.register('reason')}
              {...fieldAria(`${id}-reason`, errors.reason?.message, true)}
              maxLength={500}
            />
          </FormField>
          <DialogFormFooter
            error={formError}
            pending={allocate.isPending}
            texts={{ cancel: i18n._(t.cancel), submit: i18n._(t.submit), submitting: i18n._(t.submitting) }}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
