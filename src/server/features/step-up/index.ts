/**
 * Step-up's public face: `requireStepUp` guards every send and withdrawal above KES 10,000 (approved KYC and a
 * one-time SMS code); its route texts the code.
 */
export { requireStepUp } from './require-step-up';
export { stepUpRoutes } from './step-up-routes';
