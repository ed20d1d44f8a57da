/** The tenancy feature's public face: its routes, the overview's figures and the demo properties. */
export { seedDemoProperties } from './demo/seed-demo-properties';
export { getTenancyActivity } from './get-tenancy-activity';
export { propertyRoutes, tenantPropertyRoutes } from './tenancy-routes';
