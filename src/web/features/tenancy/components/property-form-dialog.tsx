import { useErrorText } from '@web/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { locations } from '@common/locations/locations';
import {
  propertyInput,
  type ManagedProperty,
  type PropertyFormValues,
  type PropertyInput,
} from '@common/tenancy/rent-terms';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useCreateProperty, useUpdateProperty } from '../api/property-queries';
import { rentTermsTexts } from '../rent-terms-texts';
import { FormDialog, useFailureMessage } from './form-dialog';

const t = rentTermsTexts.propertyForm;
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm';
const fields = ['name', 'address', 'city', 'state'] as const;
const labels: Record<(typeof fields)[number], { label: MessageDescriptor; placeholder?: MessageDescriptor }> =
  {
    name: { label: t.name, placeholder: t.namePlaceholder },
    address: { label: t.address, placeholder: t.addressPlaceholder },
    city: { label: t.city },
    state: { label: t.state, placeholder: t.statePlaceholder },
  };

/** The areas of the vocabulary by city, cities in the vocabulary's order, for the area's option groups. */
const areasByCity = [
  ...locations
    .reduce(
      (cities, area) => cities.set(area.city, [...(cities.get(area.city) ?? []), area.name]),
      new Map<string, string[]>(),
    )
    .entries(),
];

/**
 * Add a property (no `property`) or edit one: its name and address, as tenants will see them, and the area
 * it is in, which a repair's fundis are ranked by nearness to.
 */
export function PropertyFormDialog({
  property,
  open,
  onOpenChange,
}: {
  property?: ManagedProperty;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const { i18n } = useLingui();
  const failureMessage = useFailureMessage();
  const id = useId();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PropertyFormValues, unknown, PropertyInput>({
    resolver: zodResolver(propertyInput),
    defaultValues: property
      ? {
          name: property.name,
          address: property.address,
          city: property.city,
          state: property.state,
          // An older property whose area was never chosen asks for it on its next edit.
          location: property.location ?? '',
        }
      : { name: '', address: '', city: 'Nairobi', state: 'Nairobi County', location: '' },
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
        toast.success(i18n._(t.saved));
      } else {
        const added = await create.mutateAsync(values);
        toast.success(i18n._(t.added(added.id)));
      }
      close(false);
    } catch (error) {
      setFormError(failureMessage(error, i18n._(t.failed)));
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={property ? i18n._(t.editTitle) : i18n._(t.addTitle)}
      description={i18n._(t.description)}
      onSubmit={submit}
      pending={create.isPending || update.isPending}
      error={formError}
      texts={t}
    >
      {fields.map((field) => (
        <FormField
          key={field}
          id={`${id}-${field}`}
          label={i18n._(labels[field].label)}
          error={fieldError(errors[field]?.message)}
        >
          <Input
            {...form.register(field)}
            {...fieldAria(`${id}-${field}`, fieldError(errors[field]?.message))}
            placeholder={labels[field].placeholder ? i18n._(labels[field].placeholder) : undefined}
            autoComplete="off"
          />
        </FormField>
      ))}
      <FormField
        id={`${id}-location`}
        label={i18n._(t.location)}
        hint={i18n._(t.locationHint)}
        error={fieldError(errors.location?.message)}
      >
        <select
          {...form.register('location')}
          {...fieldAria(`${id}-location`, fieldError(errors.location?.message), true)}
          className={selectClass}
        >
          <option value="">{i18n._(t.chooseLocation)}</option>
          {areasByCity.map(([city, areas]) => (
            <optgroup key={city} label={city}>
              {areas.map((area) => (
                <option key={area} value={area}>
                  {area}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormField>
    </FormDialog>
  );
}
