/** The listings feature's public face: its routes and the demo listings. */
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
