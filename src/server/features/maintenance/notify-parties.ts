import type { MaintenanceAction } from '@common/maintenance/maintenance-vocabulary';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { Transaction } from '../../db/client';
import { enqueueEventSms, notifyUser } from '../notifications';
import { peopleOf, placeOf, type RequestRow } from './maintenance-rows';

/** A notification's title and body in English and Kiswahili, as eventInBothLanguages gives them. */
type InBothLanguages = ReturnType<typeof eventInBothLanguages>;

/** The page of a request, where every notification of it leads. */
export const maintenancePagePath = (id: string) => `/maintenance/${id}`;

/**
 * The text a step sends, to the one person who must now act or be at home, by the state the step reached:
 * the provider a job assigned to them; the tenant the visit's day and window, and the work done waiting for
 * their confirmation. Other steps are for the app only.
 */
function textOf(
  row: RequestRow,
): { userId: string; title: string; body: string; sw: { title: string; body: string } } | null {
  const r = row.request;
  const place = placeOf(row);
  if (r.status === 'assigned' && row.providerUserId) {
    const job = { category: r.category, place };
    return { userId: row.providerUserId, ...eventInBothLanguages((e) => e.maintenanceJobAssigned(job)) };
  }
  if (r.status === 'scheduled' && r.scheduledDate && r.scheduledWindow) {
    const visit = { provider: row.providerName ?? 'The provider', place, date: r.scheduledDate };
    const booked = { ...visit, window: r.scheduledWindow };
    return { userId: r.tenantId, ...eventInBothLanguages((e) => e.maintenanceVisitBooked(booked)) };
  }
  if (r.status === 'completed') {
    return { userId: r.tenantId, ...eventInBothLanguages((e) => e.maintenanceWorkDone(place)) };
  }
  return null;
}

/**
 * Tells every party of the request but the one who acted, in the step's transaction; once per step (the key
 * names the request, the step and its count on the timeline). The steps that matter are texted too (textOf),
 * per the person's preference and held to 07:00 in quiet hours, except an emergency's, which go at once.
 */
export async function notifyParties(
  tx: Transaction,
  row: RequestRow,
  input: { actorUserId: string | null; note: InBothLanguages; stepKey: string },
): Promise<void> {
  const dedupeKeyOf = (userId: string) => `maintenance:${row.request.id}:${input.stepKey}:${userId}`;
  for (const userId of peopleOf(row)) {
    if (userId === input.actorUserId) continue;
    await notifyUser(tx, {
      userId,
      kind: 'maintenance',
      ...input.note,
      link: maintenancePagePath(row.request.id),
      dedupeKey: dedupeKeyOf(userId),
    });
  }
  // Only a step's own notices carry its text: the payment that follows a confirmation says nothing more.
  const text = input.stepKey === 'paid' ? null : textOf(row);
  if (text && text.userId !== input.actorUserId) {
    await enqueueEventSms(tx, {
      ...text,
      kind: 'maintenance',
      dedupeKey: dedupeKeyOf(text.userId),
      urgent: row.request.urgency === 'emergency',
      at: new Date(),
    });
  }
}

/** A step's notification in both languages ('Acknowledged: maintenance request at …'). */
export const stepNote = (action: MaintenanceAction, row: RequestRow): InBothLanguages =>
  eventInBothLanguages((e) => e.maintenanceStep(action, placeOf(row)));
