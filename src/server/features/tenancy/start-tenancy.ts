import { and, eq } from 'drizzle-orm';
import type { ConfirmTenantLinkInput } from '@common/tenancy/rent-terms';
import { rentTermsMessages } from '@common/tenancy/rent-terms-messages';
import type { Transaction } from '../../db/client';
import { propertyUnits, tenancies, type tenantProperties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { choosePaybillAccount } from './paybill-accounts';

/**
 * The tenancy a confirmed link starts: the unit (of the link's property, locked so two confirmations cannot
 * both take it), the rent and deposit (the unit's asking ones unless agreed otherwise), the due day and the
 * start date. Runs inside the confirmation's transaction; returns the tenancy's id.
 */
export async function startTenancy(
  tx: Transaction,
  input: { createdBy: string; link: typeof tenantProperties.$inferSelect; terms: ConfirmTenantLinkInput },
): Promise<string> {
  const { createdBy, link, terms } = input;
  const [unit] = await tx
    .select()
    .from(propertyUnits)
    .where(and(eq(propertyUnits.id, terms.unitId), eq(propertyUnits.propertyId, link.propertyId)))
    .for('update');
  if (!unit) throw new AppError('NOT_FOUND', rentTermsMessages.unitNotFound);
  const [occupied] = await tx
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(and(eq(tenancies.unitId, unit.id), eq(tenancies.status, 'active')))
    .limit(1);
  if (occupied) throw new AppError('CONFLICT', rentTermsMessages.unitOccupied, { reason: 'UNIT_OCCUPIED' });
  const [tenancy] = await tx
    .insert(tenancies)
    .values({
      unitId: unit.id,
      tenantId: link.tenantId,
      linkId: link.id,
      monthlyRent: terms.monthlyRent ?? unit.monthlyRent,
      deposit: terms.deposit ?? unit.deposit,
      dueDay: terms.dueDay,
      startDate: terms.startDate,
      paybillAccount: await choosePaybillAccount(tx, { propertyId: link.propertyId, unitLabel: unit.label }),
      createdBy,
    })
    .returning({ id: tenancies.id });
  return tenancy!.id;
}
