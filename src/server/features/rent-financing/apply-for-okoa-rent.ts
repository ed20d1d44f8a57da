import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { nairobiToday } from '@common/rent/rent-cycle';
import { dashboards } from '@common/dashboards/dashboards';
import {
  okoaRentDocumentCategories,
  type OkoaRentApplication,
  type OkoaRentApplicationInput,
} from '@common/financing/okoa-rent-contracts';
import { daysBetween, okoaRentAmountProblem, okoaRentRate } from '@common/financing/okoa-rent-terms';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { okoaRentApplications, okoaRentDocuments, tenancies, tenancyInvoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isKycApproved } from '../kyc';
import { notifyUser } from '../notifications';
import { hasActiveTenancy, openInvoicesOf } from './get-okoa-rent-overview';
import { newLoanAccountNumber, toApplications } from './okoa-rent-rows';

const r = okoaRentTexts.refusal;
const openStatuses = ['pending', 'open', 'overdue'] as const;

/**
 * POST /api/rent-financing/applications: a tenant with an active tenancy asks CoopaRent to pay (part of) an
 * unpaid invoice of theirs to the landlord, to repay by a date up to 30 days ahead at the rate quoted (the fee
 * shown before applying). Refused with the reason: no active tenancy, an invoice not theirs (404) or already
 * paid, more than it still owes, a date outside the terms, an application or loan already open, an ID not
 * verified through KYC, or a document missing. The documents uploaded for it are attached to it.
 */
export async function applyForOkoaRent(
  ctx: ServiceContext,
  input: OkoaRentApplicationInput,
): Promise<OkoaRentApplication> {
  const actor = requirePermission(ctx, 'apply:rent-financing:own');
  const today = nairobiToday(ctx.now());
  const ratePercent = okoaRentRate(daysBetween(today, input.repayBy));
  if (ratePercent === null) {
    throw new AppError('VALIDATION_FAILED', `repayBy: ${okoaRentTexts.validation.repayByRange}`, {
      fields: { repayBy: okoaRentTexts.validation.repayByRange },
    });
  }
  return ctx.db.transaction(async (tx) => {
    // One application at a time per tenant: a second racing this one waits here and then sees it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`okoa-rent:${actor.userId}`}))`);
    if (!(await hasActiveTenancy(tx, actor.userId))) throw new AppError('CONFLICT', r.noTenancy);
    const [open] = await tx
      .select({ id: okoaRentApplications.id })
      .from(okoaRentApplications)
      .where(
        and(
          eq(okoaRentApplications.tenantId, actor.userId),
          inArray(okoaRentApplications.status, openStatuses),
        ),
      );
    if (open) throw new AppError('CONFLICT', r.openLoan);
    const invoice = (await openInvoicesOf(tx, actor.userId)).find((each) => each.id === input.invoiceId);
    if (!invoice) {
      const [anyOfTheirs] = await tx
        .select({ id: tenancyInvoices.id })
        .from(tenancyInvoices)
        .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
        .where(
          and(
            eq(tenancyInvoices.id, input.invoiceId),
            eq(tenancies.tenantId, actor.userId),
            eq(tenancies.status, 'active'),
          ),
        );
      if (anyOfTheirs) throw new AppError('CONFLICT', r.invoicePaid);
      throw new AppError('NOT_FOUND', r.invoiceNotFound);
    }
    const problem = okoaRentAmountProblem(input.amount, invoice.balance);
    if (problem === 'above_balance') throw new AppError('CONFLICT', r.aboveBalance(invoice.balance));
    if (problem) {
      const message = problem === 'below_minimum' ? r.belowMinimum : r.aboveMaximum;
      throw new AppError('VALIDATION_FAILED', `amount: ${message}`, { fields: { amount: message } });
    }
    if (!(await isKycApproved(tx, actor.userId))) throw new AppError('CONFLICT', r.idNotVerified);
    const drafts = await tx
      .select({ id: okoaRentDocuments.id, category: okoaRentDocuments.category })
      .from(okoaRentDocuments)
      .where(and(eq(okoaRentDocuments.userId, actor.userId), isNull(okoaRentDocuments.applicationId)));
    const missing = okoaRentDocumentCategories.filter(
      (category) => !drafts.some((d) => d.category === category),
    );
    if (missing.length > 0) {
      throw new AppError(
        'CONFLICT',
        r.documentsMissing(missing.map((category) => okoaRentTexts.documentLabels[category])),
      );
    }
    const now = ctx.now();
    const [row] = await tx
      .insert(okoaRentApplications)
      .values({
        tenantId: actor.userId,
        tenancyId: invoice.tenancyId,
        invoiceId: invoice.id,
        status: 'pending',
        amountRequested: input.amount,
        repayBy: input.repayBy,
        ratePercent,
        monthlyIncome: input.monthlyIncome,
        employer: input.employer,
        accountNumber: newLoanAccountNumber(),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(okoaRentDocuments)
      .set({ applicationId: row!.id })
      .where(and(eq(okoaRentDocuments.userId, actor.userId), isNull(okoaRentDocuments.applicationId)));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'okoa_rent.applied',
      subjectType: 'okoa_rent_application',
      subjectId: row!.id,
      details: { invoiceId: invoice.id, amount: input.amount, repayBy: input.repayBy, ratePercent },
    });
    await notifyUser(tx, {
      userId: actor.userId,
      kind: 'rent-financing',
      ...eventInBothLanguages((e) => e.okoaRentApplied(input.amount)),
      link: dashboards.tenant.path,
      dedupeKey: `okoa-rent.applied:${row!.id}`,
    });
    const [view] = await toApplications(tx, [row!]);
    return view!;
  });
}
