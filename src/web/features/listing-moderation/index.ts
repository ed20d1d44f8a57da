/** The listing moderation feature's public face: the superadmin's queue of reported listings. */
export { ListingModerationCard } from './components/listing-moderation-card';
