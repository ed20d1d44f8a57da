import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SmartphoneIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { payInvoiceInput, type PayInvoiceInput, type RentInvoice } from '@common/rent/rent-contracts';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { walletQueryOptions } from '@web/features/wallet';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { usePayInvoice } from '../api/rent-queries';
import { rentTexts } from '../rent-texts';

const t = rentTexts.pay;

/**
 * Pays an invoice from the wallet: its balance by default, any part of it, or more (kept as credit). When the
 * wallet holds less, the rest is asked of M-Pesa for this invoice, which the wallet then pays.
 */
export function PayInvoiceDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: RentInvoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const pay = usePayInvoice();
  const wallet = useInfiniteQuery(walletQueryOptions()).data?.pages[0]?.amount;
  const [formError, setFormError] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const form = useForm<PayInvoiceInput>({
    resolver: zodResolver(payInvoiceInput),
    defaultValues: { amount: invoice.balance },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const missing = wallet !== undefined && Number.isInteger(amount) ? Math.max(0, amount - wallet) : 0;
  const what =
    invoice.kind === 'rent'
      ? i18n._(rentTexts.rentFor(invoice.period))
      : i18n._(rentTexts.kindBill(i18n._(rentTexts.kinds[invoice.kind])));
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const payment = await pay.mutateAsync({
        invoiceId: invoice.id,
        amount: values.amount,
        idempotencyKey: attemptKey,
      });
      toast.success(i18n._(t.paid(payment.receiptNumber)));
      onOpenChange(false);
    } catch (error) {
      setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.failed));
      setAttemptKey(crypto.randomUUID());
    }
  });
  const amountError = form.formState.errors.amount?.message;
  const error = amountError ? errorText.text(amountError) : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{i18n._(t.title(what))}</DialogTitle>
          <DialogDescription>{i18n._(t.description(invoice.balance))}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={id} label={i18n._(t.amount)} error={error}>
            <Input
              {...form.register('amount', { valueAsNumber: true })}
              {...fieldAria(id, error)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          </FormField>
          {wallet !== undefined ? <p className="text-sm">{i18n._(t.wallet(wallet))}</p> : null}
          {missing > 0 ? (
            <div className="grid gap-2 rounded-lg border p-3 text-sm">
              <p>{i18n._(t.short(missing))}</p>
              <Button asChild variant="secondary" className="justify-self-start">
                <Link
                  to={`${paths.tenantMpesa}?${new URLSearchParams({ amount: String(Math.max(10, missing)), invoice: invoice.id })}`}
                >
                  <SmartphoneIcon aria-hidden="true" />
                  {i18n._(t.byMpesa(Math.max(10, missing)))}
                </Link>
              </Button>
            </div>
          ) : null}
          <DialogFormFooter
            error={formError}
            pending={pay.isPending}
            texts={{
              cancel: i18n._(t.cancel),
              submit: i18n._(t.fromWallet),
              submitting: i18n._(t.paying),
            }}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
