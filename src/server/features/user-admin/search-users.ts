import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { normalizeKenyanPhone } from '@common/phone/kenyan-phone';
import {
  userSearchPageSize,
  type UserSearchPage,
  type UserSearchData,
} from '@common/user-admin/user-admin-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import {
  profiles,
  properties,
  propertyUnits,
  tenancies,
  tenantProperties,
  users,
} from '../../db/schema/index';
import { rolesByUser, summaryColumns, toSummary } from './user-detail-rows';

/** `%` and `_` typed by the user match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** ABD-7K3Q, abd7k3q, `ABD 7K3Q`: a property code as stored, or null. */
function propertyCodeOf(query: string): string | null {
  const match = /^ABD[\s-]?([2-9A-HJ-NP-Z]{4})$/i.exec(query.trim());
  return match ? `ABD-${match[1]!.toUpperCase()}` : null;
}

/**
 * What the search box asks for. A phone number in any Kenyan form (0712…, 254712…, +254 712 …) is looked up
 * as stored (+254…); a property code finds its landlord, caretaker and tenants; an email its beginning;
 * anything else word by word, each word the beginning of the first name, last name or email. Every branch is
 * served by an index (profiles_phone_idx, the name and email prefix indexes, the properties' keys).
 */
function matchOf(query: string): SQL | undefined {
  if (query === '') return undefined;
  const phone = normalizeKenyanPhone(query);
  if (phone) return eq(profiles.phone, phone);
  const code = propertyCodeOf(query);
  if (code) {
    return or(
      sql`${users.id} in (select ${properties.landlordId} from ${properties} where ${properties.id} = ${code})`,
      sql`${users.id} in (select ${properties.caretakerId} from ${properties} where ${properties.id} = ${code})`,
      sql`${users.id} in (select ${tenantProperties.tenantId} from ${tenantProperties} where ${tenantProperties.propertyId} = ${code})`,
      sql`${users.id} in (select ${tenancies.tenantId} from ${tenancies} join ${propertyUnits} on ${propertyUnits.id} = ${tenancies.unitId} where ${propertyUnits.propertyId} = ${code})`,
    );
  }
  const lower = query.toLowerCase();
  if (lower.includes('@')) return like(users.email, `${escapeLike(lower)}%`);
  const words = lower.split(/\s+/).filter(Boolean).slice(0, 4);
  return and(
    ...words.map((word) => {
      const prefix = `${escapeLike(word)}%`;
      return or(
        sql`lower(${profiles.firstName}) like ${prefix}`,
        sql`lower(${profiles.lastName}) like ${prefix}`,
        like(users.email, prefix),
      );
    }),
  );
}

/** GET /api/user-admin/users?q=&page=: accounts matching the search, newest first, a page at a time. */
export async function searchUsers(ctx: ServiceContext, input: UserSearchData): Promise<UserSearchPage> {
  requirePermission(ctx, 'manage:user:any');
  const query = input.q.trim();
  const page = input.page;
  const rows = await ctx.db
    .select(summaryColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(matchOf(query))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(userSearchPageSize + 1)
    .offset((page - 1) * userSearchPageSize);
  const shown = rows.slice(0, userSearchPageSize);
  const held = await rolesByUser(
    ctx.db,
    shown.map((row) => row.id),
  );
  return {
    users: shown.map((row) => toSummary(row, held.get(row.id))),
    page,
    pageSize: userSearchPageSize,
    hasMore: rows.length > userSearchPageSize,
  };
}
