/** What other parts of the app may use from receipts: a payment's receipt page. */
export { ReceiptPage } from './components/receipt-page';
