import { and, eq, ne, sql } from 'drizzle-orm';
import { rentTermsMessages } from '@common/tenancy/rent-terms-messages';
import type { Transaction } from '../../db/client';
import { propertyUnits } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * 409 when another unit of the property already has `label` in any letter case. Called with the property
 * row locked, so two requests cannot both pass it; the unique index stays as the last word.
 */
export async function assertUnitLabelFree(
  tx: Transaction,
  input: { propertyId: string; label: string; exceptUnitId?: string },
): Promise<void> {
  const [taken] = await tx
    .select({ id: propertyUnits.id })
    .from(propertyUnits)
    .where(
      and(
        eq(propertyUnits.propertyId, input.propertyId),
        sql`lower(${propertyUnits.label}) = lower(${input.label})`,
        input.exceptUnitId ? ne(propertyUnits.id, input.exceptUnitId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('CONFLICT', rentTermsMessages.unitTaken);
}
