import type { PropertySummary } from '@common/tenancy/tenancy';
import { properties } from '../../db/schema/index';

/** The only property columns a tenant ever sees. */
export const propertySummaryColumns = {
  id: properties.id,
  name: properties.name,
  address: properties.address,
  city: properties.city,
  state: properties.state,
};

export const toPropertySummary = (row: PropertySummary): PropertySummary => ({
  id: row.id,
  name: row.name,
  address: row.address,
  city: row.city,
  state: row.state,
});
