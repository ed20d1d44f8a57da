import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

/**
 * A dialog holding one form of the properties screens: title, what it does, the fields, the form's error and
 * Cancel / submit. The caller owns the form (react-hook-form) and says when it is pending.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  pending,
  error,
  texts,
  extraAction,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  error: string | null;
  /** The buttons' words, shown in the language in use. */
  texts: { cancel: MessageDescriptor; submit: MessageDescriptor; submitting: MessageDescriptor };
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          {extraAction}
          <DialogFormFooter
            error={error}
            pending={pending}
            texts={{
              cancel: i18n._(texts.cancel),
              submit: i18n._(texts.submit),
              submitting: i18n._(texts.submitting),
            }}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The message to show for a failed save: the server's own words (translated where known) when it gave some. */
export function useFailureMessage() {
  const errorText = useErrorText();
  return (error: unknown, fallback: string): string =>
    error instanceof ApiError ? errorText(error) : fallback;
}
