import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { normalizeKenyanPhone } from '@common/phone/kenyan-phone';
import type { AuditTrailPage, AuditTrailQuery } from '@common/audit/audit-trail';
import { requirePermission, type ServiceContext } from '../../context';
import { auditEvents, profiles, users } from '../../db/schema/index';
import { isRowId } from '../../lib/row-id';

const dayMs = 24 * 60 * 60 * 1000;
/** The first instant of a Nairobi date (UTC+3, no daylight saving). */
const nairobiMidnight = (date: string) => new Date(`${date}T00:00:00+03:00`);

/** `%`, `_` and `\` typed in the box match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The accounts a typed actor names: an id as it is; otherwise any whose name, email or phone holds the text. */
function actorCondition(ctx: ServiceContext, actor: string): SQL {
  if (isRowId(actor)) return eq(auditEvents.actorUserId, actor.toLowerCase());
  const phone = normalizeKenyanPhone(actor);
  const matching = ctx.db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      or(
        ilike(users.name, likePattern(actor)),
        ilike(users.email, likePattern(actor)),
        ...(phone ? [eq(profiles.phone, phone)] : []),
      ),
    );
  return inArray(auditEvents.actorUserId, matching);
}

/**
 * GET /api/audit-events: the audit trail, newest first, a page at a time, filtered by who acted (name, email,
 * phone or id), the record (type and id), the action and the Nairobi days it happened on. Details stay out:
 * they may name documents and reasons, and a staff member opens the record itself for those.
 */
export async function listAuditEvents(ctx: ServiceContext, input: AuditTrailQuery): Promise<AuditTrailPage> {
  requirePermission(ctx, 'read:audit-event:any');
  const conditions: Array<SQL | undefined> = [
    input.before === undefined ? undefined : lt(auditEvents.id, input.before),
    input.actor ? actorCondition(ctx, input.actor) : undefined,
    input.subjectType ? eq(auditEvents.subjectType, input.subjectType) : undefined,
    input.subjectId ? eq(auditEvents.subjectId, input.subjectId) : undefined,
    input.action ? eq(auditEvents.action, input.action) : undefined,
    input.from ? gte(auditEvents.createdAt, nairobiMidnight(input.from)) : undefined,
    input.to ? lt(auditEvents.createdAt, new Date(nairobiMidnight(input.to).getTime() + dayMs)) : undefined,
  ];
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
    .where(and(...conditions))
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
