/** What other parts of the app may use from card payments: the card deposit page and its result page. */
export { CardDepositPage } from './components/card-deposit-page';
export { CardPaymentResultPage } from './components/card-payment-result-page';
