import {
  moderationNoteInput,
  moderationReasonInput,
  moderationReasonMaxLength,
  type ModerationAction,
} from '@common/listings/listing-report-contracts';
import { useId, useState, type FormEvent } from 'react';
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
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useModerateListing } from '../api/listing-moderation-queries';
import { listingModerationTexts as t } from '../listing-moderation-texts';

/** One decision on a reported listing: a note for a dismissal, the reason (the host reads it) for a removal. */
export function ModerationDialog({
  listing,
  action,
  onOpenChange,
}: {
  listing: { id: string; name: string };
  action: ModerationAction;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const moderate = useModerateListing();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const words = t.dialog[action];
  const dismissing = action === 'dismiss';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = dismissing
      ? moderationNoteInput.safeParse({ note: text.trim() || undefined })
      : moderationReasonInput.safeParse({ reason: text });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await moderate.mutateAsync(
        dismissing
          ? { listingId: listing.id, action, note: text.trim() || undefined }
          : { listingId: listing.id, action, reason: text.trim() },
      );
      toast.success(t.done[action]);
      onOpenChange(false);
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t.failed_action);
    }
  };

  const fieldId = `${id}-text`;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.dialog.close}>
        <DialogHeader>
          <DialogTitle>{words.title(listing.name)}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField
            id={fieldId}
            label={dismissing ? t.dialog.note : t.dialog.reason}
            hint={dismissing ? undefined : t.dialog.reasonHint}
            error={fieldError}
          >
            <Textarea
              rows={3}
              maxLength={moderationReasonMaxLength}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setFieldError(undefined);
              }}
              {...fieldAria(fieldId, fieldError, !dismissing)}
            />
          </FormField>
          <DialogFormFooter
            error={formError}
            pending={moderate.isPending}
            texts={{ cancel: t.dialog.cancel, submit: words.submit, submitting: t.dialog.submitting }}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
