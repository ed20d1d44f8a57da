/** The home-services feature's public face: its routes and the demo providers. */
export { seedDemoServiceProviders } from './demo/seed-demo-providers';
export { homeServicesRoutes } from './home-services-routes';
export { uploadedPhotoObjectKey } from './upload-provider-photo';
export { findListedProvider, rankProvidersForJob, type JobProvider } from './rank-providers-for-job';
export { recordJobReview } from './record-job-review';
export { listProviderPages } from './list-provider-pages';
export { readListedProvider } from './get-service-provider';
export { readProviderPhoto } from './read-provider-photo';
