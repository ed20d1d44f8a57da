/** What the app composes from CoopaRent: its page. */
export { CooparentPage } from './components/cooparent-page';
