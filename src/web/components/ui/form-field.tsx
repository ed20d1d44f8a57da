import type { ReactNode } from 'react';
import { useErrorText } from '@web/i18n';
import { Label } from './label';

/** A label, the control, an optional hint and the field's error, wired together for screen readers. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  // A message of a shared (src/common) schema arrives in English: shown in the person's language when known.
  const errorText = useErrorText();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {errorText.text(error)}
        </p>
      ) : null}
    </div>
  );
}

/** aria props for the control inside a FormField. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
