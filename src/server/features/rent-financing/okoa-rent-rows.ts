import { randomInt } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { OkoaRentApplication, OkoaRentDocument } from '@common/financing/okoa-rent-contracts';
import { okoaRentFee, okoaRentTerms } from '@common/financing/okoa-rent-terms';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import type { Database, Transaction } from '../../db/client';
import {
  invoicePayments,
  okoaRentApplications,
  okoaRentDocuments,
  properties,
  propertyUnits,
  tenancies,
  tenancyInvoices,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';

export type ApplicationRow = typeof okoaRentApplications.$inferSelect;
type DocumentRow = typeof okoaRentDocuments.$inferSelect;

/** A loan's paybill account number: 'OK' and 8 digits (wallets are 'AB…', tenancies' codes have no 'OK' lead). */
export function newLoanAccountNumber(): string {
  return `OK${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function toDocument(row: DocumentRow): OkoaRentDocument {
  return {
    id: row.id,
    category: row.category,
    fileLabel: row.fileLabel,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** The application row locked for a decision or a repayment; a 404 for an id that is none. */
export async function lockApplication(tx: Transaction, id: string): Promise<ApplicationRow> {
  if (!isRowId(id)) throw new AppError('NOT_FOUND', okoaRentTexts.refusal.notFound);
  const [row] = await tx
    .select()
    .from(okoaRentApplications)
    .where(eq(okoaRentApplications.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', okoaRentTexts.refusal.notFound);
  return row;
}

/** Applications as their tenant and the officers see them, with invoice, place, documents and receipt. */
export async function toApplications(
  db: Database | Transaction,
  rows: readonly ApplicationRow[],
): Promise<OkoaRentApplication[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const invoices = await db
    .select({
      id: tenancyInvoices.id,
      period: tenancyInvoices.period,
      kind: tenancyInvoices.kind,
      unitLabel: propertyUnits.label,
      propertyName: properties.name,
    })
    .from(tenancyInvoices)
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(
      inArray(
        tenancyInvoices.id,
        rows.map((row) => row.invoiceId),
      ),
    );
  const invoiceOf = new Map(invoices.map((row) => [row.id, row]));
  const documents = await db
    .select()
    .from(okoaRentDocuments)
    .where(inArray(okoaRentDocuments.applicationId, ids))
    .orderBy(okoaRentDocuments.category);
  const paymentIds = rows.flatMap((row) => (row.invoicePaymentId ? [row.invoicePaymentId] : []));
  const receipts = paymentIds.length
    ? await db
        .select({ id: invoicePayments.id, receiptNumber: invoicePayments.receiptNumber })
        .from(invoicePayments)
        .where(inArray(invoicePayments.id, paymentIds))
    : [];
  const receiptOf = new Map(receipts.map((row) => [row.id, row.receiptNumber]));
  return rows.map((row) => {
    const invoice = invoiceOf.get(row.invoiceId);
    const amount = row.loanPrincipal ?? row.amountRequested;
    const fee = row.loanFee ?? okoaRentFee(amount, row.ratePercent);
    return {
      id: row.id,
      status: row.status,
      invoiceId: row.invoiceId,
      invoicePeriod: invoice?.period ?? '',
      invoiceKind: invoice?.kind ?? 'rent',
      place: invoice ? `${invoice.unitLabel} · ${invoice.propertyName}` : '',
      amountRequested: row.amountRequested,
      repayBy: row.repayBy,
      ratePercent: row.ratePercent,
      fee,
      totalToRepay: amount + fee,
      monthlyIncome: row.monthlyIncome,
      employer: row.employer,
      appliedAt: row.createdAt.toISOString(),
      decideBy: new Date(row.createdAt.getTime() + okoaRentTerms.decisionHours * 3_600_000).toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      declineReason: row.declineReason,
      loan:
        row.loanTotal === null
          ? null
          : {
              accountNumber: row.accountNumber,
              principal: row.loanPrincipal!,
              fee: row.loanFee!,
              total: row.loanTotal,
              repaid: row.loanRepaid,
              outstanding: row.loanTotal - row.loanRepaid,
              dueDate: row.repayBy,
              receiptNumber: row.invoicePaymentId ? (receiptOf.get(row.invoicePaymentId) ?? null) : null,
            },
      documents: documents.filter((document) => document.applicationId === row.id).map(toDocument),
    };
  });
}

/** A tenant's applications, newest first. */
export function applicationsOfTenant(db: Database | Transaction, tenantId: string) {
  return db
    .select()
    .from(okoaRentApplications)
    .where(eq(okoaRentApplications.tenantId, tenantId))
    .orderBy(desc(okoaRentApplications.createdAt))
    .limit(20);
}
