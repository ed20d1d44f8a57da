/** The privacy feature's public face: the routes of the user's data-protection rights. */
export { privacyRoutes } from './privacy-routes';
