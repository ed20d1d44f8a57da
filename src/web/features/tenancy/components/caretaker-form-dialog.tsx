import { useErrorText } from '@web/i18n';
import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import type { ManagedProperty } from '@common/tenancy/rent-terms';
import { rentTermsMessages } from '@common/tenancy/rent-terms-messages';
import { Button } from '@web/components/ui/button';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useNameCaretaker } from '../api/property-queries';
import { rentTermsTexts } from '../rent-terms-texts';
import { FormDialog, useFailureMessage } from './form-dialog';

const t = rentTermsTexts.caretakerForm;
const caretakerForm = z.object({
  contact: z
    .string()
    .trim()
    .min(3, rentTermsMessages.caretakerContact)
    .max(200, rentTermsMessages.caretakerContact),
});
type CaretakerForm = z.infer<typeof caretakerForm>;

/** The landlord names the property's caretaker by phone or email, or removes the one it has. */
export function CaretakerFormDialog({
  property,
  open,
  onOpenChange,
}: {
  property: ManagedProperty;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const { i18n } = useLingui();
  const failureMessage = useFailureMessage();
  const id = useId();
  const save = useNameCaretaker();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CaretakerForm>({
    resolver: zodResolver(caretakerForm),
    defaultValues: { contact: property.caretaker?.phone ?? property.caretaker?.email ?? '' },
  });
  const error = fieldError(form.formState.errors.contact?.message);
  const close = (next: boolean) => {
    if (!next) setFormError(null);
    onOpenChange(next);
  };
  const send = async (contact: string | null) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: property.id, contact });
      toast.success(contact ? i18n._(t.saved) : i18n._(t.removed));
      close(false);
    } catch (failure) {
      setFormError(failureMessage(failure, i18n._(t.failed)));
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={`${i18n._(t.title)}: ${property.name}`}
      description={i18n._(t.description)}
      onSubmit={form.handleSubmit((values) => send(values.contact))}
      pending={save.isPending}
      error={formError}
      texts={t}
      extraAction={
        property.caretaker ? (
          <Button
            type="button"
            variant="ghost"
            className="justify-self-start"
            onClick={() => void send(null)}
          >
            {i18n._(t.remove)}
          </Button>
        ) : null
      }
    >
      <FormField id={id} label={i18n._(t.contact)} error={error}>
        <Input
          {...form.register('contact')}
          {...fieldAria(id, error)}
          placeholder={i18n._(t.contactPlaceholder)}
          autoComplete="off"
        />
      </FormField>
    </FormDialog>
  );
}
