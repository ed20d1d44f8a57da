import { desc, eq, lt } from 'drizzle-orm';
import type { AuditTrailPage, AuditTrailQuery } from '@common/audit/audit-trail';
import { requirePermission, type ServiceContext } from '../../context';
import { auditEvents, users } from '../../db/schema/index';

/**
 * GET /api/audit-events: the audit trail, newest first, a page at a time. Details stay out: they may name
 * documents and reasons, and a staff member opens the record itself for those.
 */
export async function listAuditEvents(ctx: ServiceContext, input: AuditTrailQuery): Promise<AuditTrailPage> {
  requirePermission(ctx, 'read:audit-event:any');
  const rows = await ctx.db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      actorUserId: auditEvents.actorUserId,
      actorName: users.name,
      action: auditEvents.action,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(input.before === undefined ? undefined : lt(auditEvents.id, input.before))
    .orderBy(desc(auditEvents.id))
    // One more than asked tells whether an older page exists.
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actorUserId ? { id: row.actorUserId, name: row.actorName } : null,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
    })),
    nextBefore: rows.length > input.limit ? page.at(-1)!.id : null,
  };
}
