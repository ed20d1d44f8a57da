import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { WalletLineLink, WalletLineStatus } from '@common/payments/payment-contracts';
import type { Database, Transaction } from '../../db/client';
import {
  bankDeposits,
  cardPayments,
  invoicePayments,
  moneyOutTransfers,
  mpesaPayments,
  transfers,
} from '../../db/schema/index';

/** What a wallet line says beyond the ledger: the state of the record that moved the money, and its receipt. */
export interface WalletLineSource {
  status: WalletLineStatus;
  reason: string | null;
  receiptNumber: string | null;
  link: WalletLineLink | null;
}

type Rail = Extract<WalletLineLink, { kind: 'send' }>['rail'];

/** One row of the lookup, whatever table it came from: the journals it posted and what the line shows. */
interface SourceRow {
  journal: string;
  otherJournal: string | null;
  thirdJournal: string | null;
  source: 'send' | 'tukupay' | 'receipt' | 'mpesa' | 'card' | 'bank';
  id: string;
  status: string;
  reason: string | null;
  reference: string | null;
  rail: string | null;
}

const text = <T extends string | null = string | null>(value: unknown) => sql<T>`${value}::text`;

/**
 * The records behind a page of wallet lines, found by the journals they posted, in one query over every table
 * that moves wallet money: money-out sends (their hold, release and recapture), Tuku Pay transfers (the
 * transfer and its reversal), rent and bill payments (ABODE's receipt), M-Pesa, card and bank deposits. Each
 * branch is narrowed by the wallet's owner where the table is indexed by user, so a page costs the same
 * however long the history. Keyed by journal id.
 */
export async function walletLineSources(
  db: Database | Transaction,
  userId: string,
  journalIds: string[],
): Promise<Map<string, WalletLineSource>> {
  const found = new Map<string, WalletLineSource>();
  if (journalIds.length === 0) return found;
  const rows: SourceRow[] = await unionAll(
    db
      .select({
        journal: text<string>(moneyOutTransfers.holdJournalId),
        otherJournal: text(moneyOutTransfers.outcomeJournalId),
        thirdJournal: text(moneyOutTransfers.recaptureJournalId),
        source: sql<SourceRow['source']>`'send'`,
        id: text<string>(moneyOutTransfers.id),
        status: text<string>(moneyOutTransfers.status),
        reason: text(moneyOutTransfers.failureReason),
        reference: text(moneyOutTransfers.transactionId),
        rail: text(moneyOutTransfers.rail),
      })
      .from(moneyOutTransfers)
      .where(
        and(
          eq(moneyOutTransfers.userId, userId),
          or(
            inArray(moneyOutTransfers.holdJournalId, journalIds),
            inArray(moneyOutTransfers.outcomeJournalId, journalIds),
            inArray(moneyOutTransfers.recaptureJournalId, journalIds),
          ),
        ),
      ),
    db
      .select({
        journal: text<string>(transfers.journalId),
        otherJournal: text(transfers.reversalJournalId),
        thirdJournal: sql<string | null>`null::text`,
        source: sql<SourceRow['source']>`'tukupay'`,
        id: text<string>(transfers.id),
        status: text<string>(transfers.status),
        // Only the sender's own failure has words for them; a reversal's reason is the back office's.
        reason: sql<
          string | null
        >`case when ${transfers.senderId} = ${userId} then ${transfers.failureReason} end`,
        reference: text(transfers.reference),
        rail: sql<string | null>`null::text`,
      })
      .from(transfers)
      .where(
        and(
          or(eq(transfers.senderId, userId), eq(transfers.recipientId, userId)),
          or(inArray(transfers.journalId, journalIds), inArray(transfers.reversalJournalId, journalIds)),
        ),
      ),
    db
      .select({
        journal: text<string>(invoicePayments.journalId),
        otherJournal: sql<string | null>`null::text`,
        thirdJournal: sql<string | null>`null::text`,
        source: sql<SourceRow['source']>`'receipt'`,
        id: text<string>(invoicePayments.id),
        status: sql<string>`'completed'`,
        reason: sql<string | null>`null::text`,
        reference: text(invoicePayments.receiptNumber),
        rail: sql<string | null>`null::text`,
      })
      .from(invoicePayments)
      .where(inArray(invoicePayments.journalId, journalIds)),
    db
      .select({
        journal: text<string>(mpesaPayments.journalId),
        otherJournal: sql<string | null>`null::text`,
        thirdJournal: sql<string | null>`null::text`,
        source: sql<SourceRow['source']>`'mpesa'`,
        id: text<string>(mpesaPayments.id),
        status: sql<string>`'completed'`,
        reason: sql<string | null>`null::text`,
        reference: text(mpesaPayments.receipt),
        rail: sql<string | null>`null::text`,
      })
      .from(mpesaPayments)
      .where(and(eq(mpesaPayments.userId, userId), inArray(mpesaPayments.journalId, journalIds))),
    db
      .select({
        journal: text<string>(cardPayments.journalId),
        otherJournal: sql<string | null>`null::text`,
        thirdJournal: sql<string | null>`null::text`,
        source: sql<SourceRow['source']>`'card'`,
        id: text<string>(cardPayments.id),
        status: sql<string>`'completed'`,
        reason: sql<string | null>`null::text`,
        reference: sql<string | null>`null::text`,
        rail: sql<string | null>`null::text`,
      })
      .from(cardPayments)
      .where(and(eq(cardPayments.userId, userId), inArray(cardPayments.journalId, journalIds))),
    db
      .select({
        journal: text<string>(bankDeposits.journalId),
        otherJournal: sql<string | null>`null::text`,
        thirdJournal: sql<string | null>`null::text`,
        source: sql<SourceRow['source']>`'bank'`,
        id: text<string>(bankDeposits.id),
        status: sql<string>`'completed'`,
        reason: sql<string | null>`null::text`,
        reference: text(bankDeposits.bankTransactionId),
        rail: sql<string | null>`null::text`,
      })
      .from(bankDeposits)
      .where(and(eq(bankDeposits.userId, userId), inArray(bankDeposits.journalId, journalIds))),
  );
  for (const row of rows) {
    const line: WalletLineSource = {
      status: row.status as WalletLineStatus,
      reason: row.status === 'completed' ? null : row.reason,
      receiptNumber: row.reference,
      link: linkOf(row),
    };
    for (const journal of [row.journal, row.otherJournal, row.thirdJournal]) {
      // One journal may pay several invoices: the first receipt found stands for the line.
      if (journal && !found.has(journal)) found.set(journal, line);
    }
  }
  return found;
}

function linkOf(row: SourceRow): WalletLineLink | null {
  switch (row.source) {
    case 'send':
      return { kind: 'send', id: row.id, rail: row.rail as Rail };
    case 'tukupay':
      return { kind: 'tukupay', id: row.id };
    case 'receipt':
      return row.reference ? { kind: 'receipt', receiptNumber: row.reference } : null;
    case 'card':
      return { kind: 'card', id: row.id };
    case 'mpesa':
    case 'bank':
      return null;
  }
}
