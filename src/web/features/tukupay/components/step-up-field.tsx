import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useStepUpCode } from '../api/tukupay-queries';
import { sendTexts as m, tukuPayTexts as t, useFailureText } from '../tukupay-texts';

/** Above KES 10,000: a button texting the one-time code, and the field to type it in. */
export function StepUpField({
  id,
  amount,
  value,
  onChange,
}: {
  id: string;
  amount: number;
  value: string;
  onChange: (code: string) => void;
}) {
  const ask = useStepUpCode();
  const { i18n } = useLingui();
  const errorText = useFailureText();
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-3">
      <FormField
        id={id}
        label={i18n._(m.stepUpCodeLabel)}
        hint={note ?? i18n._(m.stepUpRequired)}
        error={error}
      >
        <Input
          {...fieldAria(id, error, true)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      </FormField>
      <Button
        type="button"
        variant="outline"
        disabled={ask.isPending}
        onClick={async () => {
          setError(undefined);
          try {
            await ask.mutateAsync({ purpose: 'transfer', amount });
            setNote(i18n._(t.codeSentTo));
          } catch (failure) {
            setError(errorText(failure));
          }
        }}
      >
        {i18n._(t.sendCode)}
      </Button>
    </div>
  );
}
