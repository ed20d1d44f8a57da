import { sql } from 'drizzle-orm';
import { profiles, users } from '../../db/schema/index';

/**
 * The name a landlord or staff member sees for a tenant: the profile's first and last name, or the account's
 * name when the profile has none. One rule for every list that shows tenants; queries join `users` and
 * left-join `profiles` on the tenant.
 */
export const tenantNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`;
