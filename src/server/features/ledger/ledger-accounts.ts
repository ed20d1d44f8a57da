import { createHash } from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';

export type PlatformAccount =
  | 'mpesa_clearing'
  | 'bank_clearing'
  | 'card_clearing'
  | 'suspense'
  | 'fees'
  /** Money on its way out (a withdrawal waiting for M-Pesa's result), no longer the sender's to spend. */
  | 'holds'
  /**
   * CoopaRent, the partner bank's money lent through ABODE (debit-normal, no floor): a disbursement (a tenant's
   * Okoa Rent loan paying an invoice, a landlord's rent advance) debits it, a repayment credits it, so its
   * balance is what has been lent and not yet repaid (fees repaid above the principal take it below that).
   */
  | 'cooparent_lender';

type NewAccount = typeof ledgerAccounts.$inferInsert;

/**
 * The account matching `where`, opened with `values` on first use. Read first: the account nearly always
 * exists, and every deposit asks for two, so that is one round trip each instead of an insert and a read. Two
 * callers opening the same account at once meet at the unique index: the second waits for the first, does
 * nothing, and reads the first one's row.
 */
async function findOrOpen(tx: Transaction, values: NewAccount, where: SQL | undefined): Promise<string> {
  const [existing] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (existing) return existing.id;
  const [opened] = await tx
    .insert(ledgerAccounts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (opened) return opened.id;
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return found!.id;
}

/** A user's wallet: what ABODE holds for them (credit-normal, never below zero). */
export function walletAccountOf(tx: Transaction, userId: string): Promise<string> {
  return findOrOpen(
    tx,
    { kind: 'wallet', normalSide: 'credit', userId },
    and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)),
  );
}

/** What a tenancy's tenant owes (debit-normal: an invoice debits it, a payment credits it). */
/**
 * Several people's wallets in one query (a transfer's sender and recipient), opening any not yet opened;
 * answers them in the order asked.
 */
export async function walletAccountsOf(tx: Transaction, userIds: readonly string[]): Promise<string[]> {
  const found = await tx
    .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), inArray(ledgerAccounts.userId, [...userIds])));
  const byUser = new Map(found.map((row) => [row.userId, row.id]));
  const ids: string[] = [];
  for (const userId of userIds) ids.push(byUser.get(userId) ?? (await walletAccountOf(tx, userId)));
  return ids;
}

export function rentReceivableAccountOf(tx: Transaction, tenancyId: string): Promise<string> {
  return findOrOpen(
    tx,
    { kind: 'rent_receivable', normalSide: 'debit', tenancyId },
    eq(ledgerAccounts.tenancyId, tenancyId),
  );
}

/** What ABODE owes a landlord from rent collected (credit-normal). */
export function earningsAccountOf(tx: Transaction, landlordId: string): Promise<string> {
  return findOrOpen(
    tx,
    { kind: 'earnings', normalSide: 'credit', userId: landlordId },
    and(eq(ledgerAccounts.kind, 'earnings'), eq(ledgerAccounts.userId, landlordId)),
  );
}

/**
 * ABODE's own accounts: money held at M-Pesa, the bank or the card acquirer (debit-normal), and money ABODE
 * holds that matches nothing yet (suspense), has earned (fees) or holds for a send M-Pesa has not yet answered
 * (holds), all credit-normal.
 */
export function platformAccountOf(tx: Transaction, name: PlatformAccount, shard = 0): Promise<string> {
  const normalSide = name === 'suspense' || name === 'fees' || name === 'holds' ? 'credit' : 'debit';
  return findOrOpen(
    tx,
    { kind: 'platform', normalSide, platform: name, shard },
    and(eq(ledgerAccounts.platform, name), eq(ledgerAccounts.shard, shard)),
  );
}

/** How many sub-accounts a clearing account is split into. */
const clearingShards = 16;

/**
 * The clearing sub-account a deposit posts to, chosen by the deposit's idempotency key. Every deposit
 * touches M-Pesa clearing, and a posting locks its account's row until its transaction commits, so on one row
 * deposits queue one behind another (`npm run bench:payments`); spread over sub-accounts they wait only on
 * their own wallet. By the key, not at random, so a repeat of the event builds the very postings of the first
 * and is answered 'already posted' rather than refused as other postings under its key. A clearing account is
 * debit-normal with no floor, so any sub-account takes any posting; the clearing balance is their sum.
 */
export function clearingAccountOf(
  tx: Transaction,
  name: Extract<PlatformAccount, 'mpesa_clearing' | 'bank_clearing' | 'card_clearing'>,
  idempotencyKey: string,
): Promise<string> {
  const shard = createHash('sha256').update(idempotencyKey).digest()[0]! % clearingShards;
  return platformAccountOf(tx, name, shard);
}
