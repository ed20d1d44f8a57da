/**
 * The bill payments feature's public face: what Pay Bills needs besides money out's send form — the tenant's
 * own open bills from Rent & Bills, and saved billers (a biller and account under the user's own name).
 */
export { billPaymentRoutes } from './bill-payment-routes';
