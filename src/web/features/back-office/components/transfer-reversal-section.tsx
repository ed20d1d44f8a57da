import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  reverseTransferInput,
  transferLookupQuery,
  type BackOfficeTransfer,
} from '@common/payments/transfer-contracts';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useLookUpTransfer, useReverseTransfer } from '../api/transfer-reversal-queries';
import { formatKes } from '@web/i18n';
import { backOfficeTexts } from '../back-office-texts';

const t = backOfficeTexts.reversal;

function TransferFacts({ transfer }: { transfer: BackOfficeTransfer }) {
  const { i18n } = useLingui();
  const status = t.statuses[transfer.status];
  const rows = [
    [i18n._(t.from), `${transfer.sender.name} · ${transfer.sender.phone}`],
    [i18n._(t.to), `${transfer.counterparty.name} · ${transfer.counterparty.phone}`],
    [i18n._(t.amount), formatKes(transfer.amount)],
    [i18n._(t.status), status ? i18n._(status) : transfer.status],
    [i18n._(t.sentAt), backOfficeTexts.date(transfer.createdAt)],
  ] as const;
  return (
    <dl aria-label={i18n._(t.summary)} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Asks for the reason, then for a second, explicit yes: a reversal moves money back and cannot be undone. */
function ReverseForm({ transfer, onReversed }: { transfer: BackOfficeTransfer; onReversed: () => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const reverse = useReverseTransfer();
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(reverseTransferInput),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const ask = form.handleSubmit(() => setConfirming(true));
  const confirm = async () => {
    setFormError(null);
    try {
      await reverse.mutateAsync({ id: transfer.id, reason: form.getValues('reason') });
      toast.success(i18n._(t.reversed(transfer.reference)));
      onReversed();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : i18n._(t.failed);
      setFormError(message);
      setConfirming(false);
      toast.error(i18n._(t.failed), { description: message });
    }
  };
  return (
    <form noValidate onSubmit={ask} className="grid gap-3">
      <FormField id={`${id}-reason`} label={i18n._(t.reason)} hint={i18n._(t.reasonHint)} error={error}>
        <Textarea
          {...form.register('reason')}
          {...fieldAria(`${id}-reason`, error, true)}
          maxLength={500}
          disabled={confirming || reverse.isPending}
        />
      </FormField>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-label={i18n._(t.reverse)}
          className="grid gap-2 rounded-lg border border-destructive p-3"
        >
          <p className="text-sm">{i18n._(t.confirm(transfer.amount, transfer.reference))}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="destructive" disabled={reverse.isPending} onClick={confirm}>
              {reverse.isPending ? i18n._(t.reversing) : i18n._(t.reverse)}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={reverse.isPending}
              onClick={() => setConfirming(false)}
            >
              {i18n._(backOfficeTexts.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" variant="outline" className="justify-self-start">
          {i18n._(t.reverse)}
        </Button>
      )}
    </form>
  );
}

/**
 * The back office's reversal of a Tuku Pay transfer: find it by its receipt's reference, check both sides,
 * give the reason, confirm. The API refuses anything but a completed transfer (409), and anyone without the
 * permission.
 */
export function TransferReversalSection() {
  const { i18n } = useLingui();
  const id = useId();
  const lookUp = useLookUpTransfer();
  const [found, setFound] = useState<BackOfficeTransfer | null>(null);
  const [lookUpError, setLookUpError] = useState<string | null>(null);
  const form = useForm<{ reference: string }>({
    resolver: zodResolver(transferLookupQuery),
    defaultValues: { reference: '' },
  });
  const error = form.formState.errors.reference?.message ?? lookUpError ?? undefined;
  const find = form.handleSubmit(async ({ reference }) => {
    setLookUpError(null);
    setFound(null);
    try {
      setFound(await lookUp.mutateAsync(reference));
    } catch (failure) {
      setLookUpError(failure instanceof ApiError ? failure.message : i18n._(t.notFound));
    }
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 border-t pt-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        {i18n._(t.heading)}
      </h3>
      <p className="text-sm text-muted-foreground">{i18n._(t.description)}</p>
      <form noValidate onSubmit={find} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField
          id={`${id}-reference`}
          label={i18n._(t.reference)}
          hint={i18n._(t.referenceHint)}
          error={error}
        >
          <Input
            {...form.register('reference')}
            {...fieldAria(`${id}-reference`, error, true)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </FormField>
        <Button type="submit" disabled={lookUp.isPending} className="sm:mb-6">
          {i18n._(lookUp.isPending ? t.finding : t.find)}
        </Button>
      </form>
      {found ? (
        <div className="grid gap-3 rounded-lg border p-3">
          <TransferFacts transfer={found} />
          {found.status === 'completed' ? (
            <ReverseForm
              key={found.id}
              transfer={found}
              onReversed={() => setFound({ ...found, status: 'reversed' })}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{i18n._(t.notReversible)}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
