/** The tenancy feature's public face: its routes, tenants' links for the user's recent activity and the demo properties. */
export { seedDemoProperties, seedDemoUnitsAndTenancies } from './demo/seed-demo-properties';
export { getTenantLinkActivity } from './get-tenant-link-activity';
export { letUnit } from './let-unit';
export { tenantNameSql } from './tenant-name';
export { propertyRoutes, tenancyRoutes, tenantPropertyRoutes } from './tenancy-routes';
