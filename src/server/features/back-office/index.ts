/** The back office's public face: the superadmin's money overview (by rail, suspense, held funds, failures). */
export { backOfficeRoutes } from './back-office-routes';
