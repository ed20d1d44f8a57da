/**
 * List Property's public face: a landlord's own listings from draft to live (details, photos, private
 * verification documents, pause, let or sold), the superadmin's verification queue, and the upload paths the
 * body limit must leave to their own readers; a lister's listings as the back office sees them, and those an
 * account suspension takes out of search and its restoring brings back.
 */
export {
  listingDocumentUploadPath,
  listingPhotoUploadPath,
  listingReviewRoutes,
  myListingRoutes,
} from './listing-pipeline-routes';
export {
  hostListingsSummary,
  lockLiveListingIdsOfHost,
  resumeListingsAfterSuspension,
} from './host-listings';
export { registerListingJobs } from './register-listing-jobs';
