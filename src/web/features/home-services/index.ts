/**
 * What other parts of the app may use from home services: the search and a provider's page; for dashboards,
 * the user's own service requests and the provider's sections; for the server render, a provider page's seed.
 */
export { seedProviderPage } from './api/seed-provider-page';
export { MyServiceRequests } from './components/my-service-requests';
export { ProviderPage } from './components/provider-page';
export { ProviderServicesSections } from './components/provider/provider-services-sections';
export { ServicesPage } from './components/services-page';
