import { notificationTexts as m } from '@common/notifications/notification-texts';
import { requireActor, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { notificationHubOf } from './notification-hub';

/**
 * The signed-in person's live notifications for GET /api/notifications/stream. Only an event-stream client
 * (EventSource sends `Accept: text/event-stream`) gets the never-ending answer; anything else is told to
 * ask for it (406) rather than left waiting.
 */
export function openNotificationStream(ctx: ServiceContext, input: { accept: string | undefined }) {
  const actor = requireActor(ctx);
  if (!/\btext\/event-stream\b/i.test(input.accept ?? '')) {
    throw new AppError('NOT_ACCEPTABLE', m.streamOnly);
  }
  const hub = notificationHubOf({ db: ctx.db, logger: ctx.logger });
  return {
    now: () => hub.unreadOf(actor.userId),
    subscribe: (listener: Parameters<typeof hub.subscribe>[1]) => hub.subscribe(actor.userId, listener),
  };
}
