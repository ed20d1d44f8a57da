import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { UnreadNotifications } from '@common/notifications/notification-contracts';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/index';

type Listener = (news: UnreadNotifications) => void;

/** How often the hub looks for new notifications: the target is a notice on an open page within a second. */
export const notificationPollMs = 400;
// Rows are stamped when their transaction starts and seen when it commits: look back further than any
// transaction lasts, and announce each row once.
const lookBackSeconds = 30;

/**
 * Live notifications for open pages, on every instance: one query per tick for all the people connected
 * here (not one per page), over the database every instance shares, so a notification written by any
 * instance reaches a page held open by any other. Polls only while someone is listening.
 */
function createNotificationHub(deps: { db: Database; logger: Logger }) {
  const listeners = new Map<string, Set<Listener>>();
  const announced = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;

  const unreadOf = async (userId: string): Promise<UnreadNotifications> => {
    const [row] = await deps.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    const [latest] = await deps.db
      .select({ createdAt: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    return { unread: row?.unread ?? 0, latest: latest?.createdAt.toISOString() ?? null };
  };

  const tick = async () => {
    if (ticking || listeners.size === 0) return;
    ticking = true;
    try {
      const fresh = await deps.db
        .select({ id: notifications.id, userId: notifications.userId })
        .from(notifications)
        .where(
          and(
            inArray(notifications.userId, [...listeners.keys()]),
            gt(notifications.createdAt, sql`now() - make_interval(secs => ${lookBackSeconds})`),
          ),
        );
      const now = Date.now();
      const people = new Set<string>();
      for (const { id, userId } of fresh) {
        if (announced.has(id)) continue;
        announced.set(id, now);
        people.add(userId);
      }
      for (const [id, at] of announced) if (now - at > 2 * lookBackSeconds * 1000) announced.delete(id);
      for (const userId of people) {
        const news = await unreadOf(userId);
        for (const listener of listeners.get(userId) ?? []) listener(news);
      }
    } catch (error) {
      deps.logger.warn({ err: error }, 'Live notifications: a check failed; the next one retries');
    } finally {
      ticking = false;
    }
  };

  return {
    unreadOf,
    /** Calls `listener` with the count and newest time whenever a notification for `userId` arrives. */
    subscribe(userId: string, listener: Listener): () => void {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      timer ??= setInterval(() => void tick(), notificationPollMs);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}

type NotificationHub = ReturnType<typeof createNotificationHub>;

// One hub per database (an app, or a test's app), made on the first page that listens.
const hubs = new WeakMap<Database, NotificationHub>();

export function notificationHubOf(deps: { db: Database; logger: Logger }): NotificationHub {
  let hub = hubs.get(deps.db);
  if (!hub) {
    hub = createNotificationHub(deps);
    hubs.set(deps.db, hub);
  }
  return hub;
}
