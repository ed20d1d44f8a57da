import { dashboards } from '@common/dashboards/dashboards';
import type { Transaction } from '../../db/client';
import { enqueueEventSms, notifyUser } from '../notifications';

/** Tells the landlord of a step of their advance, in the app and by SMS, once per step (its key). */
export async function notifyLandlord(
  tx: Transaction,
  input: { landlordId: string; note: { title: string; body: string }; dedupeKey: string; at: Date },
): Promise<void> {
  await notifyUser(tx, {
    userId: input.landlordId,
    kind: 'rent-advance',
    ...input.note,
    link: dashboards.landlord.path,
    dedupeKey: input.dedupeKey,
  });
  await enqueueEventSms(tx, {
    userId: input.landlordId,
    kind: 'rent-advance',
    ...input.note,
    dedupeKey: input.dedupeKey,
    at: input.at,
  });
}
