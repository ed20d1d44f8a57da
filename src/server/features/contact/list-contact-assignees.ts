import { and, asc, eq, inArray } from 'drizzle-orm';
import { rolePermissions } from '@common/auth/permissions';
import type { Role } from '@common/auth/roles';
import type { ContactAssignee } from '@common/contact/contact-inbox';
import { requirePermission, type ServiceContext } from '../../context';
import type { Database, Transaction } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';

/** The roles whose holders answer the inbox (today the superadmin), read from the permission table. */
const inboxRoles = (Object.keys(rolePermissions) as Role[]).filter((role) =>
  (rolePermissions[role] as readonly string[]).includes('answer:contact-message:any'),
);

export async function isInboxStaff(db: Database | Transaction, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, inboxRoles)))
    .limit(1);
  return Boolean(row);
}

/** GET /api/contact-messages/assignees: the colleagues a message may be given to, by name. */
export async function listContactAssignees(ctx: ServiceContext): Promise<ContactAssignee[]> {
  requirePermission(ctx, 'answer:contact-message:any');
  return ctx.db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(userRoles.role, inboxRoles))
    .orderBy(asc(users.name), asc(users.id));
}
