import { zodResolver } from '@hookform/resolvers/zod';
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
    invoice.kind === 'rent' ? rentTexts.rentFor(invoice.period) : `${rentTexts.kinds[invoice.kind]} bill`;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const payment = await pay.mutateAsync({
        invoiceId: invoice.id,
        amount: values.amount,
        idempotencyKey: attemptKey,
      });
      toast.success(t.paid(payment.receiptNumber));
      onOpenChange(false);
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t.failed);
      setAttemptKey(crypto.randomUUID());
    }
  });
  const error = form.formState.errors.amount?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.title(what)}</DialogTitle>
          <DialogDescription>{t.description(invoice.balance)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={id} label={t.amount} error={error}>
            <Input
              {...form.register('amount', { valueAsNumber: true })}
              {...fieldAria(id, error)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          </FormField>
          {wallet !== undefined ? <p className="text-sm">{t.wallet(wallet)}</p> : null}
          {missing > 0 ? (
            <div className="grid gap-2 rounded-lg border p-3 text-sm">
              <p>{t.short(missing)}</p>
              <Button asChild variant="secondary" className="justify-self-start">
                <Link
                  to={`${paths.tenantMpesa}?${new URLSearchParams({ amount: String(Math.max(10, missing)), invoice: invoice.id })}`}
                >
                  <SmartphoneIcon aria-hidden="true" />
                  {t.byMpesa(Math.max(10, missing))}
                </Link>
              </Button>
            </div>
          ) : null}
          <DialogFormFooter
            error={formError}
            pending={pay.isPending}
            texts={{ cancel: t.cancel, submit: t.fromWallet, submitting: t.paying }}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
