import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { propertyInput, type ManagedProperty, type PropertyInput } from '@common/tenancy/rent-terms';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useCreateProperty, useUpdateProperty } from '../api/property-queries';
import { rentTermsTexts } from '../rent-terms-texts';
import { failureMessage, FormDialog } from './form-dialog';

const t = rentTermsTexts.propertyForm;
const fields = ['name', 'address', 'city', 'state'] as const;
const labels: Record<(typeof fields)[number], { label: string; placeholder?: string }> = {
  name: { label: t.name, placeholder: t.namePlaceholder },
  address: { label: t.address, placeholder: t.addressPlaceholder },
  city: { label: t.city },
  state: { label: t.state, placeholder: t.statePlaceholder },
};

/** Add a property (no `property`) or edit one: its name and address, as tenants will see them. */
export function PropertyFormDialog({
  property,
  open,
  onOpenChange,
}: {
  property?: ManagedProperty;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PropertyInput>({
    resolver: zodResolver(propertyInput),
    defaultValues: property
      ? { name: property.name, address: property.address, city: property.city, state: property.state }
      : { name: '', address: '', city: 'Nairobi', state: 'Nairobi County' },
  });
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFormError(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (property) {
        await update.mutateAsync({ id: property.id, json: values });
        toast.success(t.saved);
      } else {
        const added = await create.mutateAsync(values);
        toast.success(t.added(added.id));
      }
      close(false);
    } catch (error) {
      setFormError(failureMessage(error, t.failed));
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={property ? t.editTitle : t.addTitle}
      description={t.description}
      onSubmit={submit}
      pending={create.isPending || update.isPending}
      error={formError}
      texts={t}
    >
      {fields.map((field) => (
        <FormField
          key={field}
          id={`${id}-${field}`}
          label={labels[field].label}
          error={errors[field]?.message}
        >
          <Input
            {...form.register(field)}
            {...fieldAria(`${id}-${field}`, errors[field]?.message)}
            placeholder={labels[field].placeholder}
            autoComplete="off"
          />
        </FormField>
      ))}
    </FormDialog>
  );
}
