/** The listings feature's public face: its routes, the overview's figure and the demo listings. */
export { countLiveListings } from './count-live-listings';
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
