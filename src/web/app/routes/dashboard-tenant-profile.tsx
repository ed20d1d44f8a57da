import { TenantProfile } from '@web/features/dashboards';
import { ProfileForm } from '@web/features/identity';
import { LinkedApartmentField } from '@web/features/tenancy';

export default function TenantProfileRoute() {
  return (
    <TenantProfile>
      <ProfileForm readOnlyFields={<LinkedApartmentField />} />
    </TenantProfile>
  );
}
