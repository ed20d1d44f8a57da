/** What the app composes from banks: the Supported Banks page. */
export { SupportedBanksPage } from './components/supported-banks-page';
