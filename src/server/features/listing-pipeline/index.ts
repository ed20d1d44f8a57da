/**
 * List Property's public face: a landlord's own listings from draft to live (details, photos, private
 * verification documents, pause, let or sold), the superadmin's verification queue, and the upload paths the
 * body limit must leave to their own readers.
 */
export {
  listingDocumentUploadPath,
  listingPhotoUploadPath,
  listingReviewRoutes,
  myListingRoutes,
} from './listing-pipeline-routes';
export { registerListingJobs } from './register-listing-jobs';
