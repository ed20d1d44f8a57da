/**
 * What other parts of the app may use from listings: the search pages, a home's page and its server render's
 * seed; for dashboards, the user's saved homes, their own viewing requests, the requests made to a host, and a
 * host's counts.
 */
export { seedListingPage } from './api/seed-listing-page';
export { FavouriteHomes } from './favourites/favourite-homes';
export { ListedStat } from './hosting/listed-stat';
export { ViewingRequestsFigure } from './hosting/viewing-requests-figure';
export { ListingPage } from './listing-page/listing-page';
export { SearchPage } from './search/search-page';
export { HostedViewingRequests } from './viewings/hosted-viewing-requests';
export { MyViewingRequests } from './viewings/my-viewing-requests';
