import { eq } from 'drizzle-orm';
import { billMessages } from '@common/rent/bill-messages';
import { meterBillAmount } from '@common/rent/meter-bill';
import type { AddBillInput, RentInvoice } from '@common/rent/rent-contracts';
import { nairobiToday } from '@common/rent/rent-cycle';
import { requirePermission, type ServiceContext } from '../../context';
import { properties, propertyUnits, tenancies, tenancyInvoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { toRentInvoice } from './invoice-views';

/**
 * POST /api/rent/tenancies/:id/bills: the property's landlord or caretaker adds an electricity, water or
 * internet bill for one month, by its amount or (water) by the meter's readings × the rate. The tenant sees
 * and pays it like rent. One per tenancy, kind and month (409 for a second); anyone else's tenancy is the 404
 * of none.
 */
export async function addTenancyBill(
  ctx: ServiceContext,
  input: { tenancyId: string; bill: AddBillInput },
): Promise<RentInvoice> {
  const actor = requirePermission(ctx, 'add:tenancy-bill:own');
  if (!isRowId(input.tenancyId)) throw new AppError('NOT_FOUND', billMessages.tenancyNotFound);
  const { bill } = input;
  const period = `${bill.period.slice(0, 7)}-01`;
  const meter =
    bill.amount === undefined
      ? {
          previousReading: bill.previousReading!,
          currentReading: bill.currentReading!,
          ratePerUnit: bill.ratePerUnit!,
        }
      : null;
  const amount = meter ? meterBillAmount(meter) : bill.amount!;
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: tenancies.id, landlordId: properties.landlordId, caretakerId: properties.caretakerId })
      .from(tenancies)
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .where(eq(tenancies.id, input.tenancyId));
    if (!found || (found.landlordId !== actor.userId && found.caretakerId !== actor.userId)) {
      throw new AppError('NOT_FOUND', billMessages.tenancyNotFound);
    }
    const [row] = await tx
      .insert(tenancyInvoices)
      .values({
        tenancyId: found.id,
        kind: bill.kind,
        period,
        amount,
        dueDate: bill.dueDate,
        details: meter
          ? { ...meter, unitsUsed: Math.round((meter.currentReading - meter.previousReading) * 1000) / 1000 }
          : null,
        createdBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', billMessages.billExists(bill.kind, period.slice(0, 7)));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'tenancy_bill.added',
      subjectType: 'tenancy_invoice',
      subjectId: row.id,
      details: { tenancyId: found.id, kind: bill.kind, period, amount, ...(meter ? { meter } : {}) },
    });
    return toRentInvoice(row, [], nairobiToday(ctx.now()));
  });
}
