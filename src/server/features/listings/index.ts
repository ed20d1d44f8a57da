/**
 * The listings feature's public face: its routes, the demo listings, and what moderation (listing reports)
 * may do to a listing.
 */
export { seedDemoListings } from './demo/seed-demo-listings';
export { registerViewingJobs } from './register-viewing-jobs';
export {
  favouriteRoutes,
  hostingRoutes,
  listingPhotoRoutes,
  listingRoutes,
  searchRoutes,
  viewingRoutes,
} from './listings-routes';
export {
  lockListingForModeration,
  moderatedListings,
  pauseListingForReview,
  pauseLiveListingsOfHost,
  releaseListingFromReview,
  removeListing,
  type ModeratedListing,
} from './listing-moderation';
