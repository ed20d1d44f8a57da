import { and, desc, eq } from 'drizzle-orm';
import type {
  MaintenanceReportInput,
  MaintenanceRequestDetail,
} from '@common/maintenance/maintenance-contracts';
import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requireActor, type ServiceContext } from '../../context';
import { maintenanceRequests, propertyUnits, tenancies } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { lockRequest, placeOf, recordEvent, toDetail } from './maintenance-rows';
import { notifyParties } from './notify-parties';

const m = maintenanceMessages;

/**
 * POST /api/maintenance/requests: a tenant reports a problem in the unit of their active tenancy (the newest,
 * if they rent two). The caretaker, or the landlord, hears of it at once, in the same transaction.
 */
export async function reportMaintenanceRequest(
  ctx: ServiceContext,
  input: MaintenanceReportInput,
): Promise<MaintenanceRequestDetail> {
  const actor = requireActor(ctx);
  if (!actor.roles.includes('tenant')) throw new AppError('FORBIDDEN', m.forbidden.notTenant);
  return ctx.db.transaction(async (tx) => {
    const [tenancy] = await tx
      .select({ id: tenancies.id, propertyId: propertyUnits.propertyId })
      .from(tenancies)
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .where(and(eq(tenancies.tenantId, actor.userId), eq(tenancies.status, 'active')))
      .orderBy(desc(tenancies.startDate))
      .limit(1);
    if (!tenancy) throw new AppError('NOT_FOUND', m.notFound.tenancy);
    const now = ctx.now();
    const [created] = await tx
      .insert(maintenanceRequests)
      .values({
        tenancyId: tenancy.id,
        propertyId: tenancy.propertyId,
        tenantId: actor.userId,
        category: input.category,
        description: input.description,
        urgency: input.urgency,
        accessNotes: input.accessNotes,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: maintenanceRequests.id });
    const id = created!.id;
    await recordEvent(tx, { requestId: id, actorUserId: actor.userId, action: 'reported', at: now });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'maintenance_request.reported',
      subjectType: 'maintenance_request',
      subjectId: id,
      details: { category: input.category, urgency: input.urgency, tenancyId: tenancy.id },
    });
    const row = (await lockRequest(tx, id))!;
    await notifyParties(tx, row, {
      actorUserId: actor.userId,
      note: eventInBothLanguages((e) => e.maintenanceReported(input.category, placeOf(row))),
      stepKey: 'reported',
    });
    return toDetail(tx, row, actor.userId);
  });
}
