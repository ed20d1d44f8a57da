import { billerOf } from '@common/payments/billers';
import type { SavedBiller } from '@common/payments/saved-biller-contracts';
import type { savedBillers } from '../../db/schema/index';

/** A saved biller as its owner sees it, with the biller's name from the vocabulary. */
export function toSavedBiller(row: typeof savedBillers.$inferSelect): SavedBiller {
  return {
    id: row.id,
    billerId: row.billerId,
    billerName: billerOf(row.billerId)?.name ?? row.billerId,
    account: row.account,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  };
}
