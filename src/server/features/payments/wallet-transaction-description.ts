import type { WalletEntry } from '../ledger';

/** How a wallet entry reads in the history: the ledger's memo says it best; a kind without one, by name. */
export function walletTransactionDescription(
  entry: Pick<WalletEntry, 'kind' | 'memo' | 'reversesId'>,
): string {
  if (entry.reversesId) return entry.memo ? `Reversal: ${entry.memo}` : 'Reversal';
  return entry.memo ?? entry.kind.replace(/[._]/g, ' ');
}
