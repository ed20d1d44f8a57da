import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import type { Transaction } from '../../db/client';
import { notifyUser } from '../notifications';
import { peopleOf, placeOf, type RequestRow } from './maintenance-rows';

/** The page of a request, where every notification of it leads. */
export const maintenancePagePath = (id: string) => `/maintenance/${id}`;

/**
 * Tells every party of the request but the one who acted, in the step's transaction; once per step (the key
 * names the request, the step and its count on the timeline).
 */
export async function notifyParties(
  tx: Transaction,
  row: RequestRow,
  input: { actorUserId: string | null; body: string; stepKey: string },
): Promise<void> {
  for (const userId of peopleOf(row)) {
    if (userId === input.actorUserId) continue;
    await notifyUser(tx, {
      userId,
      kind: 'maintenance',
      title: maintenanceMessages.notify.title,
      body: input.body,
      link: maintenancePagePath(row.request.id),
      dedupeKey: `maintenance:${row.request.id}:${input.stepKey}:${userId}`,
    });
  }
}

export const stepBody = (action: Parameters<typeof maintenanceMessages.notify.step>[0], row: RequestRow) =>
  maintenanceMessages.notify.step(action, placeOf(row));
