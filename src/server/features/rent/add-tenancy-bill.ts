import { eq } from 'drizzle-orm';
import { billMessages } from '@common/rent/bill-messages';
import { meterBillAmount } from '@common/rent/meter-bill';
import type { AddBillInput, InvoiceKind, RentInvoice } from '@common/rent/rent-contracts';
import { nairobiToday } from '@common/rent/rent-cycle';
import { requirePermission, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { properties, propertyUnits, tenancies, tenancyInvoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { toRentInvoice } from './invoice-views';

/** A bill as the tenancy's landlord or caretaker adds it, in the caller's transaction. */
export interface TenancyBill {
  tenancyId: string;
  kind: Exclude<InvoiceKind, 'rent'>;
  /** The month's first day. */
  period: string;
  amount: number;
  dueDate: string;
  details: Record<string, unknown> | null;
}

/**
 * Adds a bill to a tenancy in the caller's transaction (the tenant sees and pays it like rent; what they pay
 * goes to the landlord's earnings), audited. `actorUserId` must be the property's landlord or caretaker, else
 * the 404 of none; a second utility bill of one kind and month is a 409 (repairs are one per request, which
 * their caller keeps). The caller checked the permission `add:tenancy-bill:own`.
 */
export async function addTenancyBillIn(
  tx: Transaction,
  input: { actorUserId: string; bill: TenancyBill; today: string; audit?: Record<string, unknown> },
): Promise<RentInvoice> {
  const { bill } = input;
  const [found] = await tx
    .select({ id: tenancies.id, landlordId: properties.landlordId, caretakerId: properties.caretakerId })
    .from(tenancies)
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(eq(tenancies.id, bill.tenancyId));
  if (!found || (found.landlordId !== input.actorUserId && found.caretakerId !== input.actorUserId)) {
    throw new AppError('NOT_FOUND', billMessages.tenancyNotFound);
  }
  const [row] = await tx
    .insert(tenancyInvoices)
    .values({
      tenancyId: found.id,
      kind: bill.kind,
      period: bill.period,
      amount: bill.amount,
      dueDate: bill.dueDate,
      details: bill.details,
      createdBy: input.actorUserId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', billMessages.billExists(bill.kind, bill.period.slice(0, 7)));
  await recordAuditEvent(tx, {
    actorUserId: input.actorUserId,
    action: 'tenancy_bill.added',
    subjectType: 'tenancy_invoice',
    subjectId: row.id,
    details: {
      tenancyId: found.id,
      kind: bill.kind,
      period: bill.period,
      amount: bill.amount,
      ...input.audit,
    },
  });
  return toRentInvoice(row, [], input.today);
}

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
  const meter =
    bill.amount === undefined
      ? {
          previousReading: bill.previousReading!,
          currentReading: bill.currentReading!,
          ratePerUnit: bill.ratePerUnit!,
        }
      : null;
  const amount = meter ? meterBillAmount(meter) : bill.amount!;
  return ctx.db.transaction((tx) =>
    addTenancyBillIn(tx, {
      actorUserId: actor.userId,
      ...(meter ? { audit: { meter } } : {}),
      today: nairobiToday(ctx.now()),
      bill: {
        tenancyId: input.tenancyId,
        kind: bill.kind,
        period: `${bill.period.slice(0, 7)}-01`,
        amount,
        dueDate: bill.dueDate,
        details: meter
          ? { ...meter, unitsUsed: Math.round((meter.currentReading - meter.previousReading) * 1000) / 1000 }
          : null,
      },
    }),
  );
}
