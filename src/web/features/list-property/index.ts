/** What the app composes from list-property: the List Property page (at the spec's /list-vehicle). */
export { ListPropertyPage } from './components/list-property-page';
