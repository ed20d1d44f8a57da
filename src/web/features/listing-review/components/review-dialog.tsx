import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { listingReviewNoteInput, type MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { translateText, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useReviewListing, type ReviewAction } from '../api/listing-review-queries';
import { listingReviewTexts as t } from '../listing-review-texts';

/** One verdict on a listing, confirmed: approve as is, or the comments / reason its lister will read. */
export function ReviewDialog({
  listing,
  action,
  onOpenChange,
}: {
  listing: MyListing;
  action: ReviewAction;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const review = useReviewListing();
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const words = t.dialog[action];
  const withNote = action !== 'approve';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    let decision: Parameters<typeof review.mutateAsync>[0];
    if (action === 'approve') {
      decision = { id: listing.id, action };
    } else {
      const checked = listingReviewNoteInput.safeParse({ note });
      if (!checked.success) {
        setFieldError(checked.error.issues[0]?.message);
        return;
      }
      decision = { id: listing.id, action, note: checked.data.note };
    }
    try {
      const decided = await review.mutateAsync(decision);
      toast.success(`${decided.name}: ${translateText(i18n, listingPipelineTexts.actionDone[action])}`);
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof ApiError ? errorText(error) : i18n._(t.failedAction);
      setFormError(message);
      toast.error(message);
    }
  };

  const fieldId = `${id}-note`;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={i18n._(t.dialog.close)}>
        <DialogHeader>
          <DialogTitle>{i18n._(words.title(listing.name))}</DialogTitle>
          <DialogDescription>{i18n._(words.description)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          {withNote ? (
            <FormField
              id={fieldId}
              label={action === 'reject' ? i18n._(t.dialog.reason) : i18n._(t.dialog.comments)}
              error={fieldError ? errorText.text(fieldError) : undefined}
            >
              <Textarea
                rows={4}
                maxLength={1000}
                value={note}
                onChange={(event) => {
                  setNote(event.target.value);
                  setFieldError(undefined);
                }}
                {...fieldAria(fieldId, fieldError)}
              />
            </FormField>
          ) : null}
          <DialogFormFooter
            error={formError}
            pending={review.isPending}
            texts={{
              cancel: i18n._(t.dialog.cancel),
              submit: i18n._(words.submit),
              submitting: i18n._(t.dialog.submitting),
            }}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
