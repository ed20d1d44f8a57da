/** What other parts of the app may compose from home services: the dashboards' sections. */
export { MyServiceRequests } from './components/my-service-requests';
export { ProviderServicesSections } from './components/provider/provider-services-sections';
