import { TenantProfile } from '@web/features/dashboards';
import { AccountSecurity, ProfileForm } from '@web/features/identity';
import { LinkedApartmentField } from '@web/features/tenancy';

export default function TenantProfileRoute() {
  return (
    <TenantProfile security={<AccountSecurity />}>
      <ProfileForm readOnlyFields={<LinkedApartmentField />} />
    </TenantProfile>
  );
}
