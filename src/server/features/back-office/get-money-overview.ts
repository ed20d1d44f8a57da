import { and, desc, eq, gte, isNull, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/**
 * The rails shown even when nothing moved through them. Bank transfers, bills and tills all leave through
 * M-Pesa clearing (B2B), so their money out is told apart by the transfer that sent it, not the account.
 */
const shownRails = ['mpesa', 'bank', 'card', 'bill', 'till', 'tukupay'] as const;
/** Journal kinds that move money between wallets inside ABODE (no clearing account): Tuku Pay. */
const tukuPayKinds = 'tukupay.%';
const failuresShown = 10;

/** The money-out transfer whose payment (or payment taken again after a release) a journal is. */
const sentBy = alias(moneyOutTransfers, 'sent_by');
const recapturedBy = alias(moneyOutTransfers, 'recaptured_by');

interface Movement {
  rail: string;
  incoming: boolean;
  todayCount: number;
  todayAmount: number;
  monthCount: number;
  monthAmount: number;
}

/** Count and amount of the journals selected (this month's), and of those posted since `today`. */
const periodSums = (todayStart: Date) => {
  const today = sql`${todayStart.toISOString()}::timestamptz`;
  return {
    todayCount: sql<number>`(count(distinct ${ledgerPostings.transactionId}) filter (where ${ledgerTransactions.postedAt} >= ${today}))::int`,
    todayAmount: sql<number>`coalesce(sum(abs(${ledgerPostings.amount})) filter (where ${ledgerTransactions.postedAt} >= ${today}), 0)::bigint`,
    monthCount: sql<number>`count(distinct ${ledgerPostings.transactionId})::int`,
    monthAmount: sql<number>`coalesce(sum(abs(${ledgerPostings.amount})), 0)::bigint`,
  };
};

/**
 * Money in and out by rail today and this month, from the ledger, in two queries. A debit to a clearing
 * account is money in through its rail (a deposit); a credit is money out: through the rail of the money-out
 * transfer it paid (an M-Pesa withdrawal, a bank transfer, a bill, a till) when it paid one, else through the
 * account's own rail (a deposit reversed). Tuku Pay, which touches no clearing account, is what its journals
 * moved into and out of wallets.
 */
async function railMoney(
  ctx: ServiceContext,
  starts: { today: Date; month: Date },
): Promise<{ today: RailMoney[]; month: RailMoney[] }> {
  // A clearing account's own rail is its name without '_clearing': any clearing account added later shows up.
  const rail = sql<string>`coalesce(${sentBy.rail}, ${recapturedBy.rail}, regexp_replace(${ledgerAccounts.platform}, '_clearing$', ''))`;
  const incoming = sql<boolean>`${ledgerPostings.amount} > 0`;
  const throughClearing: Movement[] = await ctx.db
    .select({ rail, incoming, ...periodSums(starts.today) })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .leftJoin(sentBy, eq(sentBy.outcomeJournalId, ledgerTransactions.id))
    .leftJoin(recapturedBy, eq(recapturedBy.recaptureJournalId, ledgerTransactions.id))
    .where(
      and(
        eq(ledgerAccounts.kind, 'platform'),
        like(ledgerAccounts.platform, '%\\_clearing'),
        gte(ledgerTransactions.postedAt, starts.month),
      ),
    )
    .groupBy(rail, incoming);
  // Into wallets (credits, negative amounts) and out of them (debits).
  const intoWallets = sql<boolean>`${ledgerPostings.amount} < 0`;
  const betweenWallets: Movement[] = await ctx.db
    .select({ rail: sql<string>`'tukupay'`, incoming: intoWallets, ...periodSums(starts.today) })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'wallet'),
        like(ledgerTransactions.kind, tukuPayKinds),
        gte(ledgerTransactions.postedAt, starts.month),
      ),
    )
    .groupBy(intoWallets);

  const today = new Map<string, RailMoney>();
  const month = new Map<string, RailMoney>();
  const railIn = (rails: Map<string, RailMoney>, name: string) => {
    let found = rails.get(name);
    if (!found) {
      found = { rail: name, inCount: 0, inAmount: 0, outCount: 0, outAmount: 0 };
      rails.set(name, found);
    }
    return found;
  };
  const add = (entry: RailMoney, incoming: boolean, count: number, amount: number) => {
    if (incoming) {
      entry.inCount += Number(count);
      entry.inAmount += Number(amount);
    } else {
      entry.outCount += Number(count);
      entry.outAmount += Number(amount);
    }
  };
  for (const name of shownRails) {
    railIn(today, name);
    railIn(month, name);
  }
  for (const row of [...throughClearing, ...betweenWallets]) {
    add(railIn(today, row.rail), row.incoming, row.todayCount, row.todayAmount);
    add(railIn(month, row.rail), row.incoming, row.monthCount, row.monthAmount);
  }
  return { today: [...today.values()], month: [...month.values()] };
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
  const { today, month } = await railMoney(ctx, starts);
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
