import { count, eq, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/index';

export interface LedgerCheck {
  transactions: number;
  postings: number;
  accounts: number;
  /** What ABODE holds for users in all wallets together, from the postings. */
  walletTotal: bigint;
  /** One line per fault found (the first 100 of each kind, then how many more); empty when the ledger holds. */
  drift: string[];
}

const shown = 100;

// Sums are read as text and added as BigInt: a sum over millions of postings may pass 2^53.
const asText = (expression: ReturnType<typeof sql>) => sql<string>`(${expression})::text`;

function more(lines: string[], total: number, what: string): string[] {
  return total > lines.length ? [...lines, `… and ${total - lines.length} more ${what}`] : lines;
}

/** Journal transactions whose postings do not sum to zero, or that have fewer than two postings. */
async function unbalancedTransactions(db: Transaction): Promise<string[]> {
  const lines = db
    .select({
      transactionId: ledgerPostings.transactionId,
      sum: sql`sum(${ledgerPostings.amount})`.as('sum'),
      lines: count().as('lines'),
    })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.transactionId)
    .as('lines');
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      sum: asText(sql`coalesce(${lines.sum}, 0)`),
      lines: sql<number>`coalesce(${lines.lines}, 0)`.mapWith(Number),
      faults: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(ledgerTransactions)
    .leftJoin(lines, eq(lines.transactionId, ledgerTransactions.id))
    .where(or(sql`coalesce(${lines.sum}, 0) <> 0`, sql`coalesce(${lines.lines}, 0) < 2`))
    .limit(shown);
  const found = rows.map((row) =>
    row.sum !== '0'
      ? `transaction ${row.id} sums to ${row.sum}, not 0`
      : `transaction ${row.id} has ${row.lines} posting(s), not at least 2`,
  );
  return more(found, rows[0]?.faults ?? 0, 'unbalanced transactions');
}

/**
 * Every account's balance recomputed from its postings, in its own direction, against the cached balance;
 * and every wallet at zero or above.
 */
async function accountFaults(db: Transaction): Promise<{ drift: string[]; walletTotal: bigint }> {
  const totals = db
    .select({ accountId: ledgerPostings.accountId, total: sql`sum(${ledgerPostings.amount})`.as('total') })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.accountId)
    .as('totals');
  const recomputed = sql`(case ${ledgerAccounts.normalSide} when 'debit' then 1 else -1 end) * coalesce(${totals.total}, 0)`;
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      cached: asText(sql`${ledgerAccounts.balance}`),
      recomputed: asText(recomputed),
      faults: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .leftJoin(totals, eq(totals.accountId, ledgerAccounts.id))
    .where(
      or(
        sql`${ledgerAccounts.balance} <> ${recomputed}`,
        sql`${ledgerAccounts.kind} = 'wallet' and ${recomputed} < 0`,
      ),
    )
    .limit(shown);
  const drift = rows.flatMap((row) => {
    const faults: string[] = [];
    if (row.cached !== row.recomputed) {
      faults.push(
        `${row.kind} account ${row.id} caches ${row.cached} but its postings make ${row.recomputed}`,
      );
    }
    if (row.kind === 'wallet' && BigInt(row.recomputed) < 0n) {
      faults.push(`wallet account ${row.id} is below zero: ${row.recomputed}`);
    }
    return faults;
  });
  const [wallets] = await db
    .select({ total: asText(sql`coalesce(-sum(${ledgerPostings.amount}), 0)`) })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerAccounts.kind, 'wallet'));
  return {
    drift: more(drift, rows[0]?.faults ?? 0, 'accounts out of line'),
    walletTotal: BigInt(wallets!.total),
  };
}

/**
 * Recomputes the whole ledger from its postings (`npm run ledger:check`): every transaction sums to zero,
 * every cached balance equals its postings, every wallet is at zero or above. Read-only.
 */
export async function checkLedger(db: Database): Promise<LedgerCheck> {
  // One snapshot for every query, so payments committed meanwhile cannot show up as drift.
  return db.transaction(
    async (tx) => {
      const tally = async (
        table: typeof ledgerTransactions | typeof ledgerPostings | typeof ledgerAccounts,
      ) => (await tx.select({ rows: count() }).from(table))[0]!.rows;
      const transactions = await tally(ledgerTransactions);
      const postings = await tally(ledgerPostings);
      const accounts = await tally(ledgerAccounts);
      const unbalanced = await unbalancedTransactions(tx);
      const { drift, walletTotal } = await accountFaults(tx);
      return { transactions, postings, accounts, walletTotal, drift: [...unbalanced, ...drift] };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
