import type { FormEventHandler, ReactNode } from 'react';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
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
  texts: { cancel: string; submit: string; submitting: string };
  extraAction?: ReactNode;
  children: ReactNode;
}) {
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
            texts={texts}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The message to show for a failed save: the server's own words when it gave some. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
