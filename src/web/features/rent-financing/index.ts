/**
 * Okoa Rent on the web (CoopaRent 'For Tenants'): the tenant's application and loan page, and the financing
 * officer's queue and the lender's book (also on the superadmin's dashboard).
 */
export { OkoaRentPage } from './components/okoa-rent-page';
export { LenderBookCard, OkoaRentQueueCard } from './components/okoa-rent-queue-card';
