import { and, desc, eq, gte, isNull, like, sql } from 'drizzle-orm';
import type { MoneyOverview, RailMoney } from '@common/payments/bank-deposit-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import {
  bankDeposits,
  cardPayments,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  moneyOutTransfers,
  mpesaPayments,
} from '../../db/schema/index';

/** Africa/Nairobi is UTC+3 all year: the start of today and of this month there, as instants. */
const nairobiOffsetMs = 3 * 60 * 60 * 1000;
function nairobiStarts(now: Date): { today: Date; month: Date } {
  const local = new Date(now.getTime() + nairobiOffsetMs);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    today: new Date(Date.UTC(y, m, local.getUTCDate()) - nairobiOffsetMs),
    month: new Date(Date.UTC(y, m, 1) - nairobiOffsetMs),
  };
}

/** The rail a clearing account is: mpesa_clearing → mpesa. Any clearing account added later shows up too. */
const railOf = (platform: string) => platform.replace(/_clearing$/, '');
/** Journal kinds that move money between wallets inside ABODE (no clearing account): Tuku Pay. */
const internalRails = [{ rail: 'tukupay', kindPrefix: 'tukupay.' }] as const;
const failuresShown = 10;

/**
 * Money in and out by rail since `since`, from the ledger alone: a debit to a rail's clearing account is money
 * in through it (a deposit), a credit is money out (a withdrawal, a payout, or a deposit reversed). Tuku Pay,
 * which touches no clearing account, is what its journals moved out of and into wallets.
 */
async function railMoney(ctx: ServiceContext, since: Date): Promise<RailMoney[]> {
  const byClearing = await ctx.db
    .select({
      platform: ledgerAccounts.platform,
      incoming: sql<boolean>`${ledgerPostings.amount} > 0`,
      count: sql<number>`count(distinct ${ledgerPostings.transactionId})::int`,
      amount: sql<number>`coalesce(sum(abs(${ledgerPostings.amount})), 0)::bigint`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'platform'),
        like(ledgerAccounts.platform, '%\\_clearing'),
        gte(ledgerTransactions.postedAt, since),
      ),
    )
    .groupBy(ledgerAccounts.platform, sql`${ledgerPostings.amount} > 0`);
  const rails = new Map<string, RailMoney>();
  const railNamed = (rail: string) => {
    let found = rails.get(rail);
    if (!found) {
      found = { rail, inCount: 0, inAmount: 0, outCount: 0, outAmount: 0 };
      rails.set(rail, found);
    }
    return found;
  };
  for (const name of ['mpesa', 'bank', 'card', ...internalRails.map((r) => r.rail)]) railNamed(name);
  for (const row of byClearing) {
    const rail = railNamed(railOf(row.platform ?? 'unknown'));
    if (row.incoming) {
      rail.inCount += Number(row.count);
      rail.inAmount += Number(row.amount);
    } else {
      rail.outCount += Number(row.count);
      rail.outAmount += Number(row.amount);
    }
  }
  for (const { rail, kindPrefix } of internalRails) {
    const moved = await ctx.db
      .select({
        // Into wallets (credits, negative amounts) and out of them (debits).
        incoming: sql<boolean>`${ledgerPostings.amount} < 0`,
        count: sql<number>`count(distinct ${ledgerPostings.transactionId})::int`,
        amount: sql<number>`coalesce(sum(abs(${ledgerPostings.amount})), 0)::bigint`,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(
        and(
          eq(ledgerAccounts.kind, 'wallet'),
          like(ledgerTransactions.kind, `${kindPrefix}%`),
          gte(ledgerTransactions.postedAt, since),
        ),
      )
      .groupBy(sql`${ledgerPostings.amount} < 0`);
    const entry = railNamed(rail);
    for (const row of moved) {
      if (row.incoming) {
        entry.inCount += Number(row.count);
        entry.inAmount += Number(row.amount);
      } else {
        entry.outCount += Number(row.count);
        entry.outAmount += Number(row.amount);
      }
    }
  }
  return [...rails.values()];
}

/**
 * The latest failed money movements of every rail that keeps its own record: M-Pesa deposits, card
 * deposits and sends out (withdrawals, bank transfers, bills), newest first.
 */
async function latestFailures(ctx: ServiceContext): Promise<MoneyOverview['failures']> {
  const mpesa = await ctx.db
    .select({
      id: mpesaPayments.id,
      amount: mpesaPayments.amount,
      reason: mpesaPayments.resultDesc,
      at: sql<Date>`coalesce(${mpesaPayments.settledAt}, ${mpesaPayments.createdAt})`,
    })
    .from(mpesaPayments)
    .where(eq(mpesaPayments.status, 'failed'))
    .orderBy(desc(mpesaPayments.createdAt))
    .limit(failuresShown);
  const card = await ctx.db
    .select({
      id: cardPayments.id,
      amount: cardPayments.amount,
      reason: cardPayments.failureReason,
      at: sql<Date>`coalesce(${cardPayments.settledAt}, ${cardPayments.createdAt})`,
    })
    .from(cardPayments)
    .where(eq(cardPayments.status, 'failed'))
    .orderBy(desc(cardPayments.createdAt))
    .limit(failuresShown);
  const sends = await ctx.db
    .select({
      id: moneyOutTransfers.id,
      rail: moneyOutTransfers.rail,
      amount: moneyOutTransfers.amount,
      reason: moneyOutTransfers.failureReason,
      at: moneyOutTransfers.createdAt,
    })
    .from(moneyOutTransfers)
    .where(eq(moneyOutTransfers.status, 'failed'))
    .orderBy(desc(moneyOutTransfers.createdAt))
    .limit(failuresShown);
  const all = [
    ...mpesa.map((row) => ({ ...row, rail: 'mpesa' })),
    ...card.map((row) => ({ ...row, rail: 'card' })),
    ...sends.map((row) => ({ ...row, rail: `${row.rail}_out` })),
  ].map((row) => ({
    rail: row.rail,
    id: row.id,
    amount: row.amount,
    reason: row.reason ?? 'Failed',
    at: new Date(row.at).toISOString(),
  }));
  return all.sort((a, b) => b.at.localeCompare(a.at)).slice(0, failuresShown);
}

/**
 * GET /api/back-office/money: for a superadmin, read-only. Money in and out by rail today and this month
 * (Nairobi days), journals this month by kind, suspense (balance and payments waiting), money held for sends
 * not yet answered, and the latest failed payments.
 */
export async function getMoneyOverview(ctx: ServiceContext): Promise<MoneyOverview> {
  requirePermission(ctx, 'read:money-overview:any');
  const now = ctx.now();
  const starts = nairobiStarts(now);
  const [today, month] = [await railMoney(ctx, starts.today), await railMoney(ctx, starts.month)];
  const byKind = await ctx.db
    .select({
      kind: ledgerTransactions.kind,
      count: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
      amount: sql<number>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerPostings.amount} > 0), 0)::bigint`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
    .where(gte(ledgerTransactions.postedAt, starts.month))
    .groupBy(ledgerTransactions.kind)
    .orderBy(ledgerTransactions.kind);
  const platformBalance = async (platform: 'suspense' | 'holds') =>
    Number(
      (
        await ctx.db
          .select({ balance: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)::bigint` })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.platform, platform))
      )[0]?.balance ?? 0,
    );
  const [mpesaWaiting] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.method, 'paybill'),
        eq(mpesaPayments.status, 'paid'),
        isNull(mpesaPayments.userId),
      ),
    );
  const [bankWaiting] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(bankDeposits)
    .where(and(eq(bankDeposits.creditedTo, 'suspense'), isNull(bankDeposits.userId)));
  const failures = await latestFailures(ctx);
  return {
    asOf: now.toISOString(),
    today,
    month,
    monthByKind: byKind.map((row) => ({
      kind: row.kind,
      count: Number(row.count),
      amount: Number(row.amount),
    })),
    suspense: {
      balance: await platformBalance('suspense'),
      count: Number(mpesaWaiting?.count ?? 0) + Number(bankWaiting?.count ?? 0),
    },
    held: { balance: await platformBalance('holds') },
    failures,
  };
}
