import {
  listingReportInput,
  listingReportReasons,
  reportNoteMaxLength,
  type ListingReportReason,
} from '@common/listings/listing-report-contracts';
import { listingReportTexts } from '@common/listings/listing-report-texts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError, unexpectedErrorMessage } from '@web/lib/api-client';
import { useReportListing } from '../api/use-report-listing';
import { listingsTexts } from '../listings-texts';
import { loginToView } from '../viewings/login-to-view';

const t = listingsTexts.report;

type Errors = { reason?: string; note?: string; form?: string };

/** Why the listing is wrong (and, for 'Other', in the person's words); validated as the server does. */
export default function ReportListingDialog({
  listing,
  open,
  onOpenChange,
  returnFocus,
}: {
  listing: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger (it loads lazily), so the opener takes focus back itself. */
  returnFocus: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [reason, setReason] = useState<ListingReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useReportListing();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { listingId: listing.id, reason, note: note.trim() || undefined };
    const checked = listingReportInput.safeParse(input);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'reason' || field === 'note') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    mutation.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t.sent, { description: t.sentBody });
        setReason('');
        setNote('');
        setErrors({});
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          void navigate(loginToView(listing.id));
          return;
        }
        const fields = error instanceof ApiError ? error.fields : {};
        setErrors({
          reason: fields.reason,
          note: fields.note,
          form: fields.reason || fields.note ? undefined : error.message || unexpectedErrorMessage,
        });
      },
    });
  };

  const reasonId = `${id}-reason`;
  const noteId = `${id}-note`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={listingsTexts.tour.close}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description(listing.name)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend id={reasonId} className="mb-1 text-sm font-medium">
              {t.reason}
            </legend>
            <RadioGroup
              aria-labelledby={reasonId}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
              value={reason}
              onValueChange={(value) => {
                setReason(value as ListingReportReason);
                setErrors((current) => ({ ...current, reason: undefined, form: undefined }));
              }}
            >
              {listingReportReasons.map((option) => (
                <div key={option} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-${option}`} value={option} />
                  <Label htmlFor={`${id}-${option}`} className="font-normal">
                    {listingReportTexts.reasonLabels[option]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {errors.reason ? (
              <p id={`${reasonId}-error`} role="alert" className="text-sm text-destructive">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <FormField id={noteId} label={reason === 'other' ? t.note : t.noteOptional} error={errors.note}>
            <Textarea
              rows={3}
              maxLength={reportNoteMaxLength}
              placeholder={t.notePlaceholder}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setErrors((current) => ({ ...current, note: undefined, form: undefined }));
              }}
              {...fieldAria(noteId, errors.note)}
            />
          </FormField>
          <DialogFormFooter
            error={errors.form}
            pending={mutation.isPending}
            texts={t}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
