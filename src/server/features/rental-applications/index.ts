/**
 * The rental applications feature's public face: a renter applies for a home from its listing; the listing's
 * host approves (starting the tenancy), declines or asks to meet; the applicant follows it.
 */
export { rentalApplicationRoutes } from './rental-application-routes';
