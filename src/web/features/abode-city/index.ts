/** What the app composes from ABODE City: the firm's page and a project's page. */
export { AbodeCityPage } from './components/abode-city-page';
export { AbodeCityWorkPage } from './components/abode-city-work-page';
