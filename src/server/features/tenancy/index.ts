/**
 * The tenancy feature's public face: its routes, tenants' links for the user's recent activity, the demo
 * properties, and an area's locations row (List Property places a listing in an area the same way).
 */
export { seedDemoProperties, seedDemoUnitsAndTenancies } from './demo/seed-demo-properties';
export { getTenantLinkActivity } from './get-tenant-link-activity';
export { letUnit } from './let-unit';
export { propertyLocationId } from './property-locations';
export { tenantNameSql } from './tenant-name';
export { propertyRoutes, tenancyRoutes, tenantPropertyRoutes } from './tenancy-routes';
