import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { OkoaRentOverview } from '@common/financing/okoa-rent-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import {
  ledgerAccounts,
  okoaRentDocuments,
  properties,
  propertyUnits,
  tenancies,
  tenancyInvoices,
} from '../../db/schema/index';
import type { Database, Transaction } from '../../db/client';
import { isKycApproved } from '../kyc';
import { applicationsOfTenant, toApplications, toDocument } from './okoa-rent-rows';

/** The unpaid invoices of a tenant's active tenancies, oldest first: what Okoa Rent may finance. */
export async function openInvoicesOf(db: Database | Transaction, tenantId: string) {
  const rows = await db
    .select({
      id: tenancyInvoices.id,
      tenancyId: tenancies.id,
      period: tenancyInvoices.period,
      kind: tenancyInvoices.kind,
      amount: tenancyInvoices.amount,
      paid: tenancyInvoices.paid,
      dueDate: tenancyInvoices.dueDate,
      unitLabel: propertyUnits.label,
      propertyName: properties.name,
    })
    .from(tenancyInvoices)
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(
      and(
        eq(tenancies.tenantId, tenantId),
        eq(tenancies.status, 'active'),
        lt(tenancyInvoices.paid, tenancyInvoices.amount),
      ),
    )
    .orderBy(asc(tenancyInvoices.dueDate));
  return rows.map((row) => ({
    id: row.id,
    tenancyId: row.tenancyId,
    period: row.period,
    kind: row.kind,
    place: `${row.unitLabel} · ${row.propertyName}`,
    balance: row.amount - row.paid,
    dueDate: row.dueDate,
  }));
}

export async function hasActiveTenancy(db: Database | Transaction, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(and(eq(tenancies.tenantId, tenantId), eq(tenancies.status, 'active')))
    .limit(1);
  return Boolean(row);
}

/**
 * GET /api/rent-financing/mine: what the tenant may finance now (their active tenancies' unpaid invoices),
 * whether their ID is verified (KYC), the documents uploaded for the next application, and their
 * applications and loans.
 */
export async function getOkoaRentOverview(ctx: ServiceContext): Promise<OkoaRentOverview> {
  const actor = requirePermission(ctx, 'apply:rent-financing:own');
  const [active, idVerified, invoices, drafts, rows, wallet] = await Promise.all([
    hasActiveTenancy(ctx.db, actor.userId),
    isKycApproved(ctx.db, actor.userId),
    openInvoicesOf(ctx.db, actor.userId),
    ctx.db
      .select()
      .from(okoaRentDocuments)
      .where(and(eq(okoaRentDocuments.userId, actor.userId), isNull(okoaRentDocuments.applicationId))),
    applicationsOfTenant(ctx.db, actor.userId),
    ctx.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, actor.userId))),
  ]);
  return {
    hasActiveTenancy: active,
    idVerified,
    openInvoices: invoices.map(({ tenancyId: _tenancy, ...invoice }) => invoice),
    documents: drafts.map(toDocument),
    applications: await toApplications(ctx.db, rows),
    walletBalance: Number(wallet[0]?.balance ?? 0),
  };
}
