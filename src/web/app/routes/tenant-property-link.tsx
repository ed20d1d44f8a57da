import { TenantPropertyLinkPage } from '@web/features/tenancy';

export default function TenantPropertyLinkRoute() {
  return <TenantPropertyLinkPage />;
}
