import { useLingui } from '@lingui/react';
import {
  listingReportInput,
  listingReportReasons,
  reportNoteMaxLength,
  type ListingReportReason,
} from '@common/listings/listing-report-contracts';
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
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useReportListing } from '../api/use-report-listing';
import { listingsTexts, textsIn } from '../listings-texts';
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
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const fieldText = (message: string | undefined) => (message ? errorText.text(message) : undefined);
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
        if (field === 'reason' || field === 'note') found[field] ??= errorText.text(issue.message);
      }
      setErrors(found);
      return;
    }
    mutation.mutate(checked.data, {
      onSuccess: () => {
        toast.success(i18n._(t.sent), { description: i18n._(t.sentBody) });
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
          reason: fieldText(fields.reason),
          note: fieldText(fields.note),
          form: fields.reason || fields.note ? undefined : errorText(error),
        });
      },
    });
  };

  const reasonId = `${id}-reason`;
  const noteId = `${id}-note`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={i18n._(listingsTexts.tour.close)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{i18n._(t.title)}</DialogTitle>
          <DialogDescription>{i18n._(t.description(listing.name))}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend id={reasonId} className="mb-1 text-sm font-medium">
              {i18n._(t.reason)}
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
                    {i18n._(listingsTexts.reportReasons[option])}
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
          <FormField
            id={noteId}
            label={i18n._(reason === 'other' ? t.note : t.noteOptional)}
            error={errors.note}
          >
            <Textarea
              rows={3}
              maxLength={reportNoteMaxLength}
              placeholder={i18n._(t.notePlaceholder)}
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
            texts={textsIn(i18n, t, ['cancel', 'submit', 'submitting'])}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
