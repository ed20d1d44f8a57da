import type { ServiceRequestAction } from '@common/services/service-contracts';
import { dashboards } from '@common/dashboards/dashboards';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { Transaction } from '../../db/client';
import { enqueueEventSms, notifyUser } from '../notifications';
import { customerName, type RequestRow } from './request-rows';

/**
 * Tells the other side of a request of its new step, in the app and, for the steps they must act on or plan
 * around, by SMS (held to 07:00 in quiet hours, per their preference): the customer an acceptance or a
 * decline, the provider a new request or a cancellation. A completion is the app's only: the customer was there.
 */
export async function notifyOtherSide(
  tx: Transaction,
  row: RequestRow,
  input: { action: ServiceRequestAction | 'request'; at: Date },
): Promise<void> {
  const { request, provider } = row;
  const toProvider = input.action === 'request' || input.action === 'cancel';
  const userId = toProvider ? provider.userId : request.customerUserId;
  const customer = customerName(row);
  const { sw, ...note } = eventInBothLanguages((e) =>
    input.action === 'request'
      ? e.serviceRequested({ customer, category: request.category, at: request.scheduledAt })
      : input.action === 'accept'
        ? e.serviceAccepted({ provider: provider.name, at: request.scheduledAt })
        : input.action === 'decline'
          ? e.serviceDeclined({ provider: provider.name, at: request.scheduledAt })
          : input.action === 'complete'
            ? e.serviceCompleted({ provider: provider.name })
            : e.serviceCancelled({ customer, at: request.scheduledAt }),
  );
  // Each step happens once to a request (statuses only move forward), so it names the event.
  const dedupeKey = `service-request.${input.action}:${request.id}`;
  await notifyUser(tx, {
    userId,
    kind: 'service-request',
    ...note,
    sw,
    link: toProvider ? dashboards.provider.path : '/dashboard',
    dedupeKey,
  });
  if (input.action !== 'complete') {
    await enqueueEventSms(tx, { userId, kind: 'service-request', ...note, sw, dedupeKey, at: input.at });
  }
}
