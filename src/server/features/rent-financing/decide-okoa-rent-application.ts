import { eq } from 'drizzle-orm';
import { dashboards } from '@common/dashboards/dashboards';
import {
  okoaRentTransitions,
  type OkoaRentApplication,
  type OkoaRentStatus,
} from '@common/financing/okoa-rent-contracts';
import { okoaRentFee } from '@common/financing/okoa-rent-terms';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { okoaRentApplications } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { enqueueEventSms, notifyUser } from '../notifications';
import { payInvoiceFromLender } from '../rent';
import { lockApplication, toApplications } from './okoa-rent-rows';

const r = okoaRentTexts.refusal;
export const okoaRentPage = `${dashboards.tenant.path}/okoa-rent`;

export type OkoaRentDecision = { action: 'approve'; amount?: number } | { action: 'decline'; reason: string };

/**
 * POST /api/rent-financing/applications/:id/approve | decline: a financing officer (or the superadmin)
 * decides a pending application, once: the row is locked and moved along okoaRentTransitions, so of many
 * approvals at once one pays and the rest are told it was already decided (409). Approval pays the landlord
 * from CoopaRent's lender account through the rent feature (the receipt says CoopaRent paid it; the amount may
 * be lowered, and is cut to what the invoice still owes) and opens the tenant's loan: principal and the fee at
 * the rate quoted, due on the date they chose. Audited in the same transaction; the tenant is told in the app
 * and by SMS.
 */
export async function decideOkoaRentApplication(
  ctx: ServiceContext,
  input: { id: string; decision: OkoaRentDecision },
): Promise<OkoaRentApplication> {
  const actor = requirePermission(ctx, 'decide:financing-application:any');
  const { decision } = input;
  const transition = okoaRentTransitions[decision.action];
  return ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, input.id);
    if (!(transition.from as readonly OkoaRentStatus[]).includes(row.status)) {
      throw new AppError('CONFLICT', r.alreadyDecided(okoaRentTexts.statusLabels[row.status].toLowerCase()));
    }
    const now = ctx.now();
    let message: { title: string; body: string; sw: { title: string; body: string } };
    if (decision.action === 'approve') {
      const asked = decision.amount ?? row.amountRequested;
      if (asked > row.amountRequested)
        throw new AppError('CONFLICT', r.approveAboveRequested(row.amountRequested));
      const payment = await payInvoiceFromLender(tx, {
        invoiceId: row.invoiceId,
        tenantId: row.tenantId,
        amount: asked,
        decidedBy: actor.userId,
        idempotencyKey: `okoa-rent:disbursement:${row.id}`,
      });
      const principal = payment.amount;
      const fee = okoaRentFee(principal, row.ratePercent);
      await tx
        .update(okoaRentApplications)
        .set({
          status: transition.to,
          decidedBy: actor.userId,
          decidedAt: now,
          loanPrincipal: principal,
          loanFee: fee,
          loanTotal: principal + fee,
          disbursementJournalId: payment.journalId,
          invoicePaymentId: payment.id,
          updatedAt: now,
        })
        .where(eq(okoaRentApplications.id, row.id));
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: 'okoa_rent.approved',
        subjectType: 'okoa_rent_application',
        subjectId: row.id,
        details: {
          from: row.status,
          requested: row.amountRequested,
          principal,
          fee,
          dueDate: row.repayBy,
          journalId: payment.journalId,
          receiptNumber: payment.receiptNumber,
        },
      });
      const dueDate = row.repayBy;
      message = eventInBothLanguages((e) => e.okoaRentApproved(principal, principal + fee, dueDate));
    } else {
      await tx
        .update(okoaRentApplications)
        .set({
          status: transition.to,
          decidedBy: actor.userId,
          decidedAt: now,
          declineReason: decision.reason,
          updatedAt: now,
        })
        .where(eq(okoaRentApplications.id, row.id));
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: 'okoa_rent.declined',
        subjectType: 'okoa_rent_application',
        subjectId: row.id,
        details: { from: row.status, reason: decision.reason },
      });
      const reason = decision.reason;
      message = eventInBothLanguages((e) => e.okoaRentDeclined(reason));
    }
    const dedupeKey = `okoa-rent.${transition.to}:${row.id}`;
    const { sw, ...english } = message;
    await notifyUser(tx, {
      userId: row.tenantId,
      kind: 'rent-financing',
      ...english,
      sw,
      link: okoaRentPage,
      dedupeKey,
    });
    await enqueueEventSms(tx, {
      userId: row.tenantId,
      kind: 'rent-financing',
      ...english,
      sw,
      dedupeKey,
      at: now,
    });
    const [updated] = await tx.select().from(okoaRentApplications).where(eq(okoaRentApplications.id, row.id));
    const [view] = await toApplications(tx, [updated!]);
    return view!;
  });
}
