/** Tuku Pay in the web app: the page to be paid and answer requests, and the page to send. */
export { SendTukuPayPage } from './components/send-tukupay-page';
export { TukuPayPage } from './components/tukupay-page';
