import { nairobiToday, periodOf } from '@common/rent/rent-cycle';
import type { ConfirmTenantLinkInput } from '@common/tenancy/rent-terms';
import type { Transaction } from '../../db/client';
import type { tenantProperties } from '../../db/schema/index';
import { raiseRentInvoices } from '../rent';
import { startTenancy } from './start-tenancy';

/**
 * A tenancy started on a confirmed link, and the month under way billed at once (prorated from the start;
 * later months by the daily job). Shared by confirming a tenant's link and approving a rental application.
 */
export async function startBilledTenancy(
  tx: Transaction,
  input: {
    createdBy: string;
    link: typeof tenantProperties.$inferSelect;
    terms: ConfirmTenantLinkInput;
    now: Date;
  },
): Promise<string> {
  const tenancyId = await startTenancy(tx, input);
  await raiseRentInvoices(tx, { period: periodOf(nairobiToday(input.now)), tenancyId });
  return tenancyId;
}
