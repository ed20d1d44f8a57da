import { asc, eq } from 'drizzle-orm';
import type { AccountType } from '@common/auth/account-types';
import type { Me } from '@common/auth/me';
import { isLocale } from '@common/i18n/locale';
import { permissionsOf } from '@common/auth/permissions';
import { roles as knownRoles, type Role } from '@common/auth/roles';
import type { Database } from '../../db/client';
import { profiles, userRoles, users } from '../../db/schema/index';

export function fullNameOf(firstName: string, lastName: string): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}

/** "Amina Wanjiru Njeri" → first "Amina", last "Wanjiru Njeri". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows
    .map((row) => row.role)
    .filter((role): role is Role => (knownRoles as readonly string[]).includes(role));
}

/** The `GET /api/me` view of a user, or null when there is no such user (or no profile). */
export async function loadMe(db: Database, userId: string): Promise<Me | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      accountType: profiles.accountType,
      phoneVerifiedAt: profiles.phoneVerifiedAt,
      locale: users.locale,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const userRolesList = await rolesOf(db, userId);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullNameOf(row.firstName, row.lastName),
    phone: row.phone,
    accountType: row.accountType as AccountType,
    roles: userRolesList,
    permissions: [...permissionsOf(userRolesList)],
    phoneVerified: row.phone !== null && row.phoneVerifiedAt !== null,
    locale: isLocale(row.locale) ? row.locale : 'en',
  };
}
