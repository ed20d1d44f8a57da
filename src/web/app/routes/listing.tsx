import { ListingPage } from '@web/features/listings/listing-page/listing-page';

/** /listings/:id: one home, shareable by link. */
export default function Route() {
  return <ListingPage />;
}
