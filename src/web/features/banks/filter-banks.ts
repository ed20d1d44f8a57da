import type { Bank } from './banks';

/** Banks whose name contains the query, ignoring case and surrounding spaces; an empty query keeps all. */
export function filterBanks<T extends Bank>(banks: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase('en-KE');
  if (!needle) return [...banks];
  return banks.filter((bank) => bank.name.toLocaleLowerCase('en-KE').includes(needle));
}
