/**
 * The listings feature's public face: its routes, the demo listings, what moderation (listing reports) may do
 * to a listing, and how a listing's photos are stored and shown (List Property uploads them).
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
export { uploadedListingPhotoObjectKey } from './get-uploaded-listing-photo';
export { toPhotos } from './listing-rows';
export { describeListingPage, listLiveListingPages } from './describe-listing-page';
export { readListingCover } from './read-listing-cover';
