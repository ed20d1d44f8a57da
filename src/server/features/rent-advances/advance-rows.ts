import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type {
  RentAdvance,
  RentAdvanceDocument,
  RentAdvanceForOfficer,
} from '@common/financing/rent-advance-contracts';
import type { Database, Transaction } from '../../db/client';
import {
  invoicePayments,
  profiles,
  properties,
  propertyUnits,
  rentAdvanceDocuments,
  rentAdvanceTenancies,
  rentAdvances,
  tenancies,
  tenancyInvoices,
  users,
} from '../../db/schema/index';
import { isRowId } from '../../lib/row-id';

export type AdvanceRow = typeof rentAdvances.$inferSelect;

/** The 24-hour promise: an application is decided within a day of applying. */
const decideWithinMs = 24 * 60 * 60 * 1000;

/** The advance's row, locked for this transaction, or null (an id that cannot be one is none). */
export async function lockAdvance(tx: Transaction, id: string): Promise<AdvanceRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await tx.select().from(rentAdvances).where(eq(rentAdvances.id, id)).for('update');
  return row ?? null;
}

export const toDocument = (row: typeof rentAdvanceDocuments.$inferSelect): RentAdvanceDocument => ({
  id: row.id,
  category: row.category,
  fileLabel: row.fileLabel,
  uploadedAt: row.createdAt.toISOString(),
});

/** The advances' views, in the order given, with their tenancies and documents (two more queries). */
export async function toRentAdvances(
  db: Database | Transaction,
  rows: readonly AdvanceRow[],
): Promise<RentAdvance[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [tenancyRows, documentRows] = await Promise.all([
    db
      .select({
        advanceId: rentAdvanceTenancies.advanceId,
        id: rentAdvanceTenancies.tenancyId,
        monthlyRent: rentAdvanceTenancies.monthlyRent,
        propertyName: properties.name,
        unitLabel: propertyUnits.label,
      })
      .from(rentAdvanceTenancies)
      .innerJoin(tenancies, eq(tenancies.id, rentAdvanceTenancies.tenancyId))
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .where(inArray(rentAdvanceTenancies.advanceId, ids))
      .orderBy(asc(properties.name), asc(propertyUnits.label)),
    db
      .select()
      .from(rentAdvanceDocuments)
      .where(inArray(rentAdvanceDocuments.advanceId, ids))
      .orderBy(asc(rentAdvanceDocuments.category)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    requestedAmount: row.requestedAmount,
    amount: row.amount,
    fee: row.fee,
    totalToRepay: row.amount + row.fee,
    repaid: row.repaid,
    outstanding: row.status === 'repaying' ? row.amount + row.fee - row.repaid : 0,
    tenancies: tenancyRows
      .filter((tenancy) => tenancy.advanceId === row.id)
      .map(({ id, propertyName, unitLabel, monthlyRent }) => ({ id, propertyName, unitLabel, monthlyRent })),
    bankAccount: row.bankAccount,
    accountNumber: row.accountNumber,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    clearedAt: row.clearedAt?.toISOString() ?? null,
    documents: documentRows.filter((doc) => doc.advanceId === row.id).map(toDocument),
  }));
}

export async function toRentAdvance(db: Database | Transaction, row: AdvanceRow): Promise<RentAdvance> {
  return (await toRentAdvances(db, [row]))[0]!;
}

/**
 * The officer's view: the landlord's name and phone, and the rent ABODE collected on the chosen tenancies in
 * the 3 months before the application (their payment history on ABODE).
 */
export async function toOfficerViews(
  db: Database | Transaction,
  rows: readonly AdvanceRow[],
): Promise<RentAdvanceForOfficer[]> {
  const views = await toRentAdvances(db, rows);
  if (views.length === 0) return [];
  const landlords = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`,
      phone: profiles.phone,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      inArray(
        users.id,
        rows.map((row) => row.landlordId),
      ),
    );
  const collected = await Promise.all(
    rows.map(async (row) => {
      const [sum] = await db
        .select({ total: sql<number>`coalesce(sum(${invoicePayments.amount}), 0)::int` })
        .from(invoicePayments)
        .innerJoin(tenancyInvoices, eq(tenancyInvoices.id, invoicePayments.invoiceId))
        .innerJoin(rentAdvanceTenancies, eq(rentAdvanceTenancies.tenancyId, tenancyInvoices.tenancyId))
        .where(
          and(
            eq(rentAdvanceTenancies.advanceId, row.id),
            eq(tenancyInvoices.kind, 'rent'),
            gte(invoicePayments.createdAt, new Date(row.createdAt.getTime() - 92 * 86_400_000)),
          ),
        );
      return sum?.total ?? 0;
    }),
  );
  return views.map((view, index) => {
    const row = rows[index]!;
    const landlord = landlords.find((each) => each.id === row.landlordId);
    return {
      ...view,
      landlord: { name: landlord?.name ?? '', phone: landlord?.phone ?? null },
      rentCollected3Months: collected[index]!,
      decideBy: new Date(row.createdAt.getTime() + decideWithinMs).toISOString(),
    };
  });
}

export const newestFirst = desc(rentAdvances.createdAt);
