import { useLingui } from '@lingui/react';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useTenantApartments } from '../api/use-tenant-apartments';
import { tenancyTexts } from '../tenancy-texts';

const t = tenancyTexts.apartment;

/** For the tenant's profile: the first confirmed apartment, read-only (links change through the landlord). */
export function LinkedApartmentField() {
  const { i18n } = useLingui();
  const apartments = useTenantApartments();
  const name = apartments.data?.find((apartment) => apartment.status === 'active')?.name ?? i18n._(t.none);
  return (
    <FormField id="profile-apartment" label={i18n._(t.label)} hint={i18n._(t.readOnly)}>
      <Input {...fieldAria('profile-apartment', undefined, true)} value={name} readOnly />
    </FormField>
  );
}
