import { RentAdvanceApplicationPage } from '@web/features/rent-advances';

export default function CooparentRentAdvanceRoute() {
  return <RentAdvanceApplicationPage />;
}
