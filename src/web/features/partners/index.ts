/** What the app composes from partners: the Partners page. */
export { PartnersPage } from './components/partners-page';
