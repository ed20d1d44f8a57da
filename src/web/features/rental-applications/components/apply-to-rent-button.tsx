import { useLingui } from '@lingui/react';
import { ClipboardPenIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { applicationInput, moveInDateOk } from '@common/rental-applications/application-contracts';
import { applicationTexts as t } from '../rental-applications-texts';
import { nairobiToday } from '@common/rent/rent-cycle';
import { Button, type ButtonProps } from '@web/components/ui/button';
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
import { paths } from '@web/config/paths';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useSignedInDialog } from '@web/lib/auth/use-signed-in-dialog';
import { cn } from '@web/lib/cn';
import { useApply } from '../api/application-queries';

/**
 * 'Apply to rent' on a home for rent: a visitor is sent to sign in (and back); a signed-in renter gives the
 * move-in date, household size and a message.
 */
export function ApplyToRentButton({
  listing,
  size,
  className,
}: {
  listing: { id: string; name: string };
  size?: ButtonProps['size'];
  className?: string;
}) {
  const { i18n } = useLingui();
  const dialog = useSignedInDialog(
    `${paths.login}?${new URLSearchParams({ redirectTo: paths.listing(listing.id) })}`,
  );
  return (
    <>
      <Button
        ref={dialog.triggerRef}
        type="button"
        variant="outline"
        size={size}
        className={cn('w-full', className)}
        onClick={() => void dialog.start()}
      >
        <ClipboardPenIcon aria-hidden="true" />
        {i18n._(t.applyToRent)}
      </Button>
      {dialog.mounted ? (
        <Dialog open={dialog.open} onOpenChange={dialog.setOpen}>
          <DialogContent closeLabel={i18n._(t.close)} className="max-h-[90dvh] overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{i18n._(t.applyTitle)}</DialogTitle>
              <DialogDescription>{`${listing.name}. ${i18n._(t.applyHint)}`}</DialogDescription>
            </DialogHeader>
            <ApplyForm listingId={listing.id} onDone={() => dialog.setOpen(false)} />
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

function ApplyForm({ listingId, onDone }: { listingId: string; onDone: () => void }) {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const id = useId();
  const apply = useApply();
  const [moveInDate, setMoveInDate] = useState('');
  const [householdSize, setHouseholdSize] = useState('1');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const today = nairobiToday(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = applicationInput.safeParse({
      listingId,
      moveInDate,
      householdSize: Number(householdSize),
      message: message || undefined,
    });
    const found: Record<string, string> = parsed.success
      ? {}
      : Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), errorText.text(issue.message)]),
        );
    if (!found.moveInDate && !moveInDateOk(moveInDate, today))
      found.moveInDate = i18n._(t.validation.moveInDate);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setFailure(null);
    apply.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(i18n._(t.applied));
        onDone();
      },
      onError: (error) =>
        setFailure(error instanceof ApiError ? errorText(error) : i18n._(t.validation.messageLength)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id={`${id}-move-in`} label={i18n._(t.moveInDate)} error={errors.moveInDate}>
        <Input
          {...fieldAria(`${id}-move-in`, errors.moveInDate)}
          type="date"
          min={today}
          value={moveInDate}
          onChange={(e) => setMoveInDate(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-household`} label={i18n._(t.householdSize)} error={errors.householdSize}>
        <Input
          {...fieldAria(`${id}-household`, errors.householdSize)}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={householdSize}
          onChange={(e) => setHouseholdSize(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-message`} label={i18n._(t.message)} error={errors.message}>
        <Textarea
          {...fieldAria(`${id}-message`, errors.message)}
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={apply.isPending}>
        {apply.isPending ? i18n._(t.submitting) : i18n._(t.submit)}
      </Button>
    </form>
  );
}
