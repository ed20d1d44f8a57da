/**
 * Saved searches on the web: 'Save this search' for the search results, the dashboard's 'Saved searches'
 * card, and the page an alert's stop link opens.
 */
export { SaveSearchButton } from './components/save-search-button';
export { SavedSearchesCard } from './components/saved-searches-card';
export { UnsubscribePage } from './components/unsubscribe-page';
