import { eq } from 'drizzle-orm';
import type { MaintenanceRequestDetail } from '@common/maintenance/maintenance-contracts';
import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import { maintenanceCategoryLabels } from '@common/maintenance/maintenance-vocabulary';
import { dashboards } from '@common/dashboards/dashboards';
import { nairobiToday } from '@common/rent/rent-cycle';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { maintenanceRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { notifyUser } from '../notifications';
import { addTenancyBillIn } from '../rent';
import { lockRequest, partsOf, placeOf, recordEvent, toDetail } from './maintenance-rows';

const m = maintenanceMessages;

/** Days the tenant has to pay a repair charged to them. */
const repairBillDueDays = 14;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * POST /api/maintenance/requests/:id/charge-tenant: the property's landlord (or its caretaker, who may add
 * tenancy bills too) charges a fixed repair's cost to the tenant. Only once the tenant has confirmed it fixed
 * (status closed): the cost is then final (a reopen clears it before that) and the provider has been paid
 * from the landlord's earnings. The cost becomes a 'repair' bill on the tenancy, in this one transaction with
 * the request's mark, its timeline event, the audit event and the tenant's notification; the tenant pays it
 * in Rent & Bills like rent, and that payment's journal (wallet → the landlord's earnings) makes the landlord
 * whole. Charging again answers the request as it stands (one bill). A request the actor does not manage is
 * the 404 of none; one not yet fixed, or that cost nothing, a 409 saying so.
 */
export async function chargeRepairToTenant(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<MaintenanceRequestDetail> {
  const actor = requirePermission(ctx, 'add:tenancy-bill:own');
  if (!isRowId(id)) throw new AppError('NOT_FOUND', m.notFound.request);
  return ctx.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    const parts = row ? partsOf(row, actor.userId) : [];
    if (!row || parts.length === 0) throw new AppError('NOT_FOUND', m.notFound.request);
    if (!parts.includes('manager')) throw new AppError('FORBIDDEN', m.forbidden.notYourCharge);
    const request = row.request;
    if (request.tenantBillId) return toDetail(tx, row, actor.userId);
    if (request.status !== 'closed')
      throw new AppError('CONFLICT', m.conflict.chargeNotFixed(request.status));
    const cost = request.cost ?? 0;
    if (cost <= 0) throw new AppError('CONFLICT', m.conflict.chargeNoCost);
    const now = ctx.now();
    const today = nairobiToday(now);
    const place = placeOf(row);
    const bill = await addTenancyBillIn(tx, {
      actorUserId: actor.userId,
      today,
      bill: {
        tenancyId: request.tenancyId,
        kind: 'repair',
        period: `${today.slice(0, 7)}-01`,
        amount: cost,
        dueDate: addDays(today, repairBillDueDays),
        details: {
          maintenanceRequestId: id,
          description: m.notify.repairBill(maintenanceCategoryLabels[request.category], place),
        },
      },
      audit: { maintenanceRequestId: id },
    });
    await tx
      .update(maintenanceRequests)
      .set({ tenantBillId: bill.id, updatedAt: now })
      .where(eq(maintenanceRequests.id, id));
    await recordEvent(tx, {
      requestId: id,
      actorUserId: actor.userId,
      action: 'charged_tenant',
      note: m.notify.chargedNote(cost, bill.dueDate),
      at: now,
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'maintenance_request.charged_tenant',
      subjectType: 'maintenance_request',
      subjectId: id,
      details: { billId: bill.id, cost, paymentJournalId: request.paymentJournalId },
    });
    await notifyUser(tx, {
      userId: request.tenantId,
      kind: 'maintenance',
      ...eventInBothLanguages((e) => e.maintenanceChargedTenant(cost, place, bill.dueDate)),
      link: `${dashboards.tenant.path}/rent`,
      dedupeKey: `maintenance:${id}:charged_tenant:${request.tenantId}`,
    });
    const after = (await lockRequest(tx, id))!;
    return toDetail(tx, after, actor.userId);
  });
}
