import { TenantPropertyLinkPage } from '@web/features/tenancy/components/tenant-property-link-page';

export default function TenantPropertyLinkRoute() {
  return <TenantPropertyLinkPage />;
}
