import { eq } from 'drizzle-orm';
import {
  isServiceId,
  serviceRequestTransitions,
  type ServiceRequestAction,
  type ServiceRequestStatus,
} from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import type { Actor, ServiceContext } from '../../context';
import { serviceRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { notifyOtherSide } from './notify-other-side';
import { lockRequest, loadRequest, type RequestRow } from './request-rows';

const c = serviceTexts.conflict;

/** Why `action` cannot be taken on a request in `status`: the one place the 409 messages are chosen. */
function refusal(action: ServiceRequestAction, status: ServiceRequestStatus): string {
  const label = serviceTexts.statusLabels[status].toLowerCase();
  if (action === 'complete' && status === 'requested') return c.completeBeforeAccept;
  if (action === 'cancel') return c.cancelAfterAccept(label);
  return c.already(label);
}

/**
 * Moves a request one step along serviceRequestTransitions, in one transaction with the row locked. A request
 * that is not the actor's side of (the provider's for accept/decline/complete, the customer's for cancel) is
 * the same 404 as one that does not exist; a step the status does not allow is a 409 saying why. The other
 * side hears of the step in the same transaction.
 */
export async function moveServiceRequest(
  ctx: ServiceContext,
  { actor, id, action }: { actor: Actor; id: string; action: ServiceRequestAction },
): Promise<RequestRow> {
  if (!isServiceId(id)) throw new AppError('NOT_FOUND', serviceTexts.notFound.request);
  const transition = serviceRequestTransitions[action];
  return ctx.db.transaction(async (tx) => {
    const found = await lockRequest(tx, id);
    const ownerId = transition.by === 'provider' ? found?.providerUserId : found?.customerUserId;
    if (!found || ownerId !== actor.userId) throw new AppError('NOT_FOUND', serviceTexts.notFound.request);
    if (found.status !== transition.from) throw new AppError('CONFLICT', refusal(action, found.status));
    await tx
      .update(serviceRequests)
      .set({ status: transition.to, updatedAt: ctx.now() })
      .where(eq(serviceRequests.id, id));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: `service_request.${transition.to}`,
      subjectType: 'service_request',
      subjectId: id,
      details: { from: found.status, providerId: found.providerId },
    });
    const moved = await loadRequest(tx, id);
    await notifyOtherSide(tx, moved, { action, at: ctx.now() });
    return moved;
  });
}
