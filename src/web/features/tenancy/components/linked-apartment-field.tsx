import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useTenantApartments } from '../api/use-tenant-apartments';
import { tenancyTexts } from '../tenancy-texts';

const t = tenancyTexts.apartment;

/** For the tenant's profile: the first confirmed apartment, read-only (links change through the landlord). */
export function LinkedApartmentField() {
  const apartments = useTenantApartments();
  const name = apartments.data?.find((apartment) => apartment.status === 'active')?.name ?? t.none;
  return (
    <FormField id="profile-apartment" label={t.label} hint={t.readOnly}>
      <Input {...fieldAria('profile-apartment', undefined, true)} value={name} readOnly />
    </FormField>
  );
}
