/** The listing review feature's public face: the superadmin's queue of listings to verify. */
export { ListingReviewCard } from './components/listing-review-card';
