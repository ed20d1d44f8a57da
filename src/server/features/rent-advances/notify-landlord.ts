import { dashboards } from '@common/dashboards/dashboards';
import { eventInBothLanguages, type SmsTexts } from '@common/notifications/sms-texts';
import type { Transaction } from '../../db/client';
import { enqueueEventSms, notifyUser } from '../notifications';

/**
 * Tells the landlord of a step of their advance, in the app and by SMS (in the language they read ABODE in),
 * once per step (its key). `note` picks the step's text from the SMS texts of either language.
 */
export async function notifyLandlord(
  tx: Transaction,
  input: {
    landlordId: string;
    note: (texts: SmsTexts['events']) => { title: string; body: string };
    dedupeKey: string;
    at: Date;
  },
): Promise<void> {
  const { sw, ...note } = eventInBothLanguages(input.note);
  await notifyUser(tx, {
    userId: input.landlordId,
    kind: 'rent-advance',
    ...note,
    sw,
    link: dashboards.landlord.path,
    dedupeKey: input.dedupeKey,
  });
  await enqueueEventSms(tx, {
    userId: input.landlordId,
    kind: 'rent-advance',
    ...note,
    sw,
    dedupeKey: input.dedupeKey,
    at: input.at,
  });
}
