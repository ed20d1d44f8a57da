import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { BookmarkPlusIcon, CheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { billerOf } from '@common/payments/billers';
import type { Withdrawal } from '@common/payments/money-out-contracts';
import { savedBillerRename, type SavedBillerRename } from '@common/payments/saved-biller-contracts';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { savedBillersQueryOptions, useSaveBiller } from '../../api/bill-queries';
import { withdrawalsTexts } from '../../withdrawals-texts';

const t = withdrawalsTexts.billPay;

/**
 * After a bill is paid: 'Save this biller' under a name (the biller's by default), unless this biller and
 * account are saved already.
 */
export function SaveBillerOffer({ transfer }: { transfer: Withdrawal }) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const id = useId();
  const saved = useQuery(savedBillersQueryOptions()).data;
  const save = useSaveBiller();
  const { i18n } = useLingui();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const biller = billerOf(transfer.counterparty ?? '');
  const form = useForm<SavedBillerRename>({
    resolver: zodResolver(savedBillerRename),
    defaultValues: { name: biller?.name.slice(0, 40) ?? '' },
  });
  if (!biller || !transfer.account || !saved) return null;
  if (savedAs) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <CheckIcon className="size-4 text-primary" aria-hidden="true" />
        {i18n._(t.saved(savedAs))}
      </p>
    );
  }
  const already = saved.items.some(
    (item) => item.billerId === biller.id && item.account === transfer.account,
  );
  if (already || saved.items.length >= saved.max) return null;
  const error = fieldError(form.formState.errors.name?.message);
  const submit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      const made = await save.mutateAsync({ billerId: biller.id, account: transfer.account!, name });
      setSavedAs(made.name);
    } catch (failure) {
      setFormError(failure instanceof ApiError ? errorText(failure) : i18n._(t.failed));
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid w-full gap-3 rounded-lg bg-muted p-3 text-left"
      aria-label={i18n._(t.saveThis)}
    >
      <p className="text-sm">{i18n._(t.saveThisHint(transfer.destination))}</p>
      <FormField id={id} label={i18n._(t.nameLabel)} hint={i18n._(t.nameHint)} error={error}>
        <Input {...form.register('name')} {...fieldAria(id, error, true)} maxLength={40} autoComplete="off" />
      </FormField>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={save.isPending} className="justify-self-start">
        <BookmarkPlusIcon aria-hidden="true" />
        {save.isPending ? i18n._(t.saving) : i18n._(t.saveThis)}
      </Button>
    </form>
  );
}
