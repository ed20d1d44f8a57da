import { and, eq } from 'drizzle-orm';
import { rentMessages } from '@common/rent/rent-messages';
import type { Transaction } from '../../db/client';
import { properties, propertyUnits, tenancies, tenancyInvoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** An invoice with the people it concerns, locked for a payment; 404 for anyone but the tenancy's tenant. */
export async function lockInvoiceOfTenant(tx: Transaction, input: { invoiceId: string; tenantId: string }) {
  const [found] = await tx
    .select({
      invoice: tenancyInvoices,
      tenancyId: tenancies.id,
      tenantId: tenancies.tenantId,
      landlordId: properties.landlordId,
      unitLabel: propertyUnits.label,
      propertyName: properties.name,
    })
    .from(tenancyInvoices)
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(and(eq(tenancyInvoices.id, input.invoiceId), eq(tenancies.tenantId, input.tenantId)))
    .for('update', { of: tenancyInvoices });
  if (!found) throw new AppError('NOT_FOUND', rentMessages.invoiceNotFound);
  return found;
}
