import { ListingPage } from '@web/features/listings';

/** /listings/:id: one home, shareable by link. */
export default function Route() {
  return <ListingPage />;
}
