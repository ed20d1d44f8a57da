import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  maintenanceAssignInput,
  maintenanceCompleteInput,
  maintenanceConfirmInput,
  maintenanceMessageInput,
  maintenanceScheduleInput,
  MaintenanceRequestDetail,
} from '@common/maintenance/maintenance-contracts';
import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import {
  maintenanceTrades,
  maintenanceTransitions,
  type MaintenanceAction,
  type MaintenanceStatus,
} from '@common/maintenance/maintenance-vocabulary';
import { nairobiToday } from '@common/rent/rent-cycle';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requireActor, type Actor, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { ledgerAccounts, maintenanceRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { findListedProvider, recordJobReview } from '../home-services';
import { earningsAccountOf, postJournal, walletAccountOf } from '../ledger';
import { lockRequest, partsOf, placeOf, recordEvent, toDetail, type RequestRow } from './maintenance-rows';
import { notifyParties, stepNote } from './notify-parties';

const m = maintenanceMessages;

/** One step and what it carries, as the routes validated it. */
export type MaintenanceStep =
  | { action: 'acknowledge' | 'handle' | 'accept' | 'decline' }
  | ({ action: 'ask' | 'answer' | 'reopen' } & z.infer<typeof maintenanceMessageInput>)
  | ({ action: 'assign' } & z.infer<typeof maintenanceAssignInput>)
  | ({ action: 'schedule' } & z.infer<typeof maintenanceScheduleInput>)
  | ({ action: 'complete' } & z.infer<typeof maintenanceCompleteInput>)
  | ({ action: 'confirm' } & z.infer<typeof maintenanceConfirmInput>);

type Changes = Partial<typeof maintenanceRequests.$inferInsert>;

/** Whether the actor is the side that takes `action` on this request. */
function takesStep(row: RequestRow, actor: Actor, action: MaintenanceAction): boolean {
  const parts = partsOf(row, actor.userId);
  const by = maintenanceTransitions[action].by;
  if (by === 'worker') {
    // The manager works on what they took in hand; otherwise the assigned provider does.
    return row.request.status === 'in_hand' ? parts.includes('manager') : parts.includes('provider');
  }
  return parts.includes(by);
}

const kes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;

/**
 * The landlord's earnings pay the provider's wallet for the work, in one balanced journal in the step's
 * transaction. The earnings account is locked first, so two repairs confirmed at once cannot both spend the
 * same shillings; what it cannot cover is a 409 saying so.
 */
async function payProvider(tx: Transaction, row: RequestRow, actor: Actor, cost: number): Promise<string> {
  const earnings = await earningsAccountOf(tx, row.landlordId);
  const [account] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, earnings))
    .for('update');
  const available = account?.balance ?? 0;
  if (available < cost) throw new AppError('CONFLICT', m.conflict.earningsShort(cost, available));
  const wallet = await walletAccountOf(tx, row.providerUserId!);
  const posted = await postJournal(tx, {
    kind: 'maintenance.payment',
    idempotencyKey: `maintenance:${row.request.id}`,
    memo: `Repair at ${placeOf(row)}`.slice(0, 200),
    actorId: actor.userId,
    postings: [
      { accountId: earnings, amount: cost },
      { accountId: wallet, amount: -cost },
    ],
  });
  return posted.transactionId;
}

/**
 * Moves a maintenance request one step along maintenanceTransitions, in one transaction with the row locked,
 * as home-services' moveServiceRequest does: a request the actor has no part in is the 404 of none; a step
 * that is another party's is a 403; a step the status does not allow is a 409 saying why. The timeline, the
 * audit event, the notifications of the other parties and (on confirmation) the payment and the review are
 * written in the same transaction.
 */
export async function moveMaintenanceRequest(
  ctx: ServiceContext,
  { id, step }: { id: string; step: MaintenanceStep },
): Promise<MaintenanceRequestDetail> {
  const actor = requireActor(ctx);
  if (!isRowId(id)) throw new AppError('NOT_FOUND', m.notFound.request);
  const transition = maintenanceTransitions[step.action];
  return ctx.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!row || partsOf(row, actor.userId).length === 0) throw new AppError('NOT_FOUND', m.notFound.request);
    if (!takesStep(row, actor, step.action))
      throw new AppError('FORBIDDEN', m.forbidden.notYourStep(step.action));
    const from = row.request.status;
    if (!transition.from.includes(from)) throw new AppError('CONFLICT', m.conflict.step(step.action, from));
    const now = ctx.now();
    const to: MaintenanceStatus =
      transition.to === 'worker-again' ? (row.request.providerId ? 'accepted' : 'in_hand') : transition.to;
    let changes: Changes = {};
    let note: string | null = null;
    let paid: { journalId: string; cost: number } | null = null;
    switch (step.action) {
      case 'acknowledge':
        changes = { acknowledgedAt: now };
        break;
      case 'handle':
        changes = { acknowledgedAt: row.request.acknowledgedAt ?? now };
        break;
      case 'ask':
      case 'answer':
        note = step.message;
        if (step.action === 'ask') changes = { acknowledgedAt: row.request.acknowledgedAt ?? now };
        break;
      case 'reopen':
        note = step.message;
        changes = { completionNote: null, cost: null, scheduledDate: null, scheduledWindow: null };
        break;
      case 'assign': {
        const provider = await findListedProvider(tx, step.providerId);
        if (!provider) throw new AppError('NOT_FOUND', m.notFound.provider);
        changes = { providerId: provider.id, acknowledgedAt: row.request.acknowledgedAt ?? now };
        note = provider.businessName;
        break;
      }
      case 'accept':
        break;
      case 'decline':
        changes = { providerId: null, scheduledDate: null, scheduledWindow: null };
        note = row.providerName;
        break;
      case 'schedule':
        if (step.date < nairobiToday(now)) throw new AppError('BAD_REQUEST', m.conflict.pastDate);
        changes = { scheduledDate: step.date, scheduledWindow: step.window };
        note = `${step.date} ${step.window}`;
        break;
      case 'complete':
        changes = { completionNote: step.note, cost: step.cost };
        note = `${step.note} (${kes(step.cost)})`;
        break;
      case 'confirm': {
        changes = { rating: step.rating, ratingComment: step.comment };
        note = `${step.rating}/5${step.comment ? `: ${step.comment}` : ''}`;
        const cost = row.request.cost ?? 0;
        if (row.request.providerId && cost > 0) {
          const journalId = await payProvider(tx, row, actor, cost);
          changes.paymentJournalId = journalId;
          paid = { journalId, cost };
        }
        if (row.request.providerId) {
          await recordJobReview(tx, {
            providerId: row.request.providerId,
            customerUserId: actor.userId,
            category: maintenanceTrades[row.request.category][0] ?? null,
            description: row.request.description,
            propertyId: row.request.propertyId,
            doneAt: now,
            rating: step.rating,
            comment: step.comment,
          });
        }
        break;
      }
    }
    await tx
      .update(maintenanceRequests)
      .set({ ...changes, status: to, updatedAt: now })
      .where(eq(maintenanceRequests.id, id));
    await recordEvent(tx, { requestId: id, actorUserId: actor.userId, action: step.action, note, at: now });
    if (paid) {
      await recordEvent(tx, {
        requestId: id,
        actorUserId: null,
        action: 'paid',
        note: kes(paid.cost),
        // A millisecond after the confirmation it follows, so the timeline (ordered by time) keeps that order.
        at: new Date(now.getTime() + 1),
      });
    }
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: `maintenance_request.${step.action}`,
      subjectType: 'maintenance_request',
      subjectId: id,
      details: { from, to, ...(paid ? { paymentJournalId: paid.journalId, cost: paid.cost } : {}) },
    });
    const after = (await lockRequest(tx, id))!;
    // Told after the change: a provider who declines is no longer a party; one just assigned is.
    const stepKey = `${step.action}:${now.getTime()}`;
    await notifyParties(tx, after, {
      actorUserId: actor.userId,
      note: stepNote(step.action, after),
      stepKey,
    });
    if (paid) {
      await notifyParties(tx, after, {
        actorUserId: null,
        note: eventInBothLanguages((e) => e.maintenancePaid(paid.cost, placeOf(after))),
        stepKey: 'paid',
      });
    }
    return toDetail(tx, after, actor.userId);
  });
}
