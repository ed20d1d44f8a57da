import { TenantProfile } from '@web/features/dashboards';
import { AccountSecurity, ProfileForm } from '@web/features/identity';
import { DataPrivacySection } from '@web/features/privacy';
import { LinkedApartmentField } from '@web/features/tenancy';

export default function TenantProfileRoute() {
  return (
    <div className="grid gap-6">
      <TenantProfile security={<AccountSecurity />}>
        <ProfileForm readOnlyFields={<LinkedApartmentField />} />
      </TenantProfile>
      <DataPrivacySection />
    </div>
  );
}
