import { gt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { chatConversations } from '../../db/schema/index';

/** Called with the id of a conversation that changed (a message, closed, reopened). */
type Listener = (conversationId: string) => void;

/** How often the hub looks for changes: an answer shows on the visitor's page within about a second. */
export const chatPollMs = 500;
// Rows are stamped when their transaction starts and seen when it commits: look back further than any
// transaction lasts, and announce each change (conversation and its stamp) once.
const lookBackSeconds = 30;
const everyone = '*';

/**
 * Live chat for open pages, on every instance: one query per tick over the database every instance shares,
 * so a message written through any instance reaches a page held open on any other. Polls only while someone
 * listens; a visitor listens to their conversation, the staff inbox to all.
 */
function createChatHub(deps: { db: Database; logger: Logger }) {
  const listeners = new Map<string, Set<Listener>>();
  const announced = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;

  const tick = async () => {
    if (ticking || listeners.size === 0) return;
    ticking = true;
    try {
      const fresh = await deps.db
        .select({ id: chatConversations.id, updatedAt: chatConversations.updatedAt })
        .from(chatConversations)
        .where(gt(chatConversations.updatedAt, sql`now() - make_interval(secs => ${lookBackSeconds})`));
      const now = Date.now();
      for (const { id, updatedAt } of fresh) {
        const key = `${id}@${updatedAt.toISOString()}`;
        if (announced.has(key)) continue;
        announced.set(key, now);
        for (const listener of [...(listeners.get(id) ?? []), ...(listeners.get(everyone) ?? [])])
          listener(id);
      }
      for (const [key, at] of announced) if (now - at > 2 * lookBackSeconds * 1000) announced.delete(key);
    } catch (error) {
      deps.logger.warn({ err: error }, 'Live chat: a check failed; the next one retries');
    } finally {
      ticking = false;
    }
  };

  return {
    /** Listens to one conversation, or to every one with `'*'`; returns the way to stop. */
    subscribe(conversationId: string, listener: Listener): () => void {
      const set = listeners.get(conversationId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(conversationId, set);
      timer ??= setInterval(() => void tick(), chatPollMs);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(conversationId);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}

type ChatHub = ReturnType<typeof createChatHub>;
export const allChats = everyone;

// One hub per database (an app, or a test's app), made on the first page that listens.
const hubs = new WeakMap<Database, ChatHub>();

export function chatHubOf(deps: { db: Database; logger: Logger }): ChatHub {
  let hub = hubs.get(deps.db);
  if (!hub) {
    hub = createChatHub(deps);
    hubs.set(deps.db, hub);
  }
  return hub;
}
