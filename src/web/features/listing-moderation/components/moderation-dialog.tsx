import { useLingui } from '@lingui/react';
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
import { useErrorText } from '@web/i18n';
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
  const { i18n } = useLingui();
  const errorText = useErrorText();
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
      toast.success(i18n._(t.done[action]));
      onOpenChange(false);
    } catch (error) {
      setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.failed_action));
    }
  };

  const fieldId = `${id}-text`;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={i18n._(t.dialog.close)}>
        <DialogHeader>
          <DialogTitle>{i18n._(words.title(listing.name))}</DialogTitle>
          <DialogDescription>{i18n._(words.description)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField
            id={fieldId}
            label={dismissing ? i18n._(t.dialog.note) : i18n._(t.dialog.reason)}
            hint={dismissing ? undefined : i18n._(t.dialog.reasonHint)}
            error={fieldError ? errorText.text(fieldError) : undefined}
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
