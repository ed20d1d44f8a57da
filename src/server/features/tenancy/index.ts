/** The tenancy feature's public face: its routes, the overview's figures and the demo properties. */
export { seedDemoProperties, seedDemoUnitsAndTenancies } from './demo/seed-demo-properties';
export { getTenancyActivity } from './get-tenancy-activity';
export { letUnit } from './let-unit';
export { tenantNameSql } from './tenant-name';
export { propertyRoutes, tenancyRoutes, tenantPropertyRoutes } from './tenancy-routes';
