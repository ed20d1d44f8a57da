import type { RentAdvanceEligibility } from '@common/financing/rent-advance-contracts';
import { rentAdvanceTerms } from '@common/financing/rent-advance-terms';
import { requirePermission, type ServiceContext } from '../../context';
import { advanceableTenancies, draftDocuments } from './advanceable-tenancies';
import { toDocument } from './advance-rows';

/**
 * GET /api/rent-advances/eligibility: the landlord's confirmed tenancies an advance can be made against (with
 * what is owed on each and any application waiting), the documents uploaded for the next application, and the
 * terms the form shows before applying.
 */
export async function getRentAdvanceEligibility(ctx: ServiceContext): Promise<RentAdvanceEligibility> {
  const actor = requirePermission(ctx, 'apply:rent-advance:own');
  const [tenancies, documents] = await Promise.all([
    advanceableTenancies(ctx.db, { landlordId: actor.userId }),
    draftDocuments(ctx.db, actor.userId),
  ]);
  return {
    tenancies,
    documents: documents.map(toDocument),
    feePercent: rentAdvanceTerms.feePercent,
    minAmount: rentAdvanceTerms.minAmount,
    maxMonths: rentAdvanceTerms.maxMonths,
  };
}
