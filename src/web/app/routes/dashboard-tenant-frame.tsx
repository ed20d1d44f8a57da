import { TenantFrame } from '@web/features/dashboards';

/** /dashboard/tenant/*: the tenant's sidebar, top bar and bottom bar around each tenant page. */
export default function TenantFrameRoute() {
  return <TenantFrame />;
}
