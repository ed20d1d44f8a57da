import { RentAndBillsPage } from '@web/features/rent';

export default function TenantRentRoute() {
  return <RentAndBillsPage />;
}
