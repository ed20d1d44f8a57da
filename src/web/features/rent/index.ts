/** What other parts of the app may use from rent: the tenant's Rent & Bills page. */
export { RentAndBillsPage } from './components/rent-and-bills-page';
