/**
 * What other parts of the app may use from rent: the tenant's Rent & Bills page, and paying an invoice from
 * the wallet (Pay Bills pays the tenant's own bills with it).
 */
export { usePayInvoice } from './api/rent-queries';
export { RentAndBillsPage } from './components/rent-and-bills-page';
