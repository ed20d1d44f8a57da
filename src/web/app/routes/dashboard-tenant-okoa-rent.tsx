import { OkoaRentPage } from '@web/features/rent-financing';

export default function TenantOkoaRentRoute() {
  return <OkoaRentPage />;
}
