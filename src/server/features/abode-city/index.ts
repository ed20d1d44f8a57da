/** ABODE City's public face: its routes, its upload path (the body limit reads it) and its jobs. */
export { abodeCityRoutes, quoteFileUploadPath } from './abode-city-routes';
export { registerAbodeCityJobs } from './register-abode-city-jobs';
