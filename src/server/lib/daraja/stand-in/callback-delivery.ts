import type { Logger } from 'pino';
import { createSeededRandom } from '../../seeded-random';

/**
 * How the stand-in misbehaves when it calls back, as Daraja sometimes does: each share is the probability for
 * one callback, drawn from a seeded source so a run can be replayed. Nothing is misbehaved by default.
 */
export interface CallbackBehaviour {
  seed?: number;
  /** Sent twice (the second copy once the first is answered). */
  duplicateShare?: number;
  /** Sent after `lateDelayMs` instead of at once. */
  lateShare?: number;
  lateDelayMs?: number;
  /** Never sent. */
  dropShare?: number;
  /** Held until this many are waiting (or `outOfOrderWindowMs` passes), then sent one by one, shuffled. */
  outOfOrderBatch?: number;
  outOfOrderWindowMs?: number;
}

export interface DeliveryRecord {
  url: string;
  body: unknown;
  /** 1, or 2 for a duplicate's second copy. */
  copy: number;
  outcome: 'delivered' | 'failed' | 'dropped';
  status?: number;
  error?: string;
}

export interface CallbackDelivery {
  send(url: string, body: unknown): void;
  /** Every callback in the order it was answered (dropped ones when they were dropped). */
  readonly records: DeliveryRecord[];
  /** Sends a held out-of-order batch now and resolves when nothing is in flight or waiting. */
  idle(): Promise<void>;
  close(): void;
}

/** How a callback reaches the app: fetch, or the app's own `request` in in-process tests. */
export type CallbackFetch = (url: string, init: RequestInit) => Promise<Response>;

export function createCallbackDelivery(options: {
  behaviour?: CallbackBehaviour;
  logger?: Logger;
  timeoutMs?: number;
  callbackFetch: CallbackFetch;
}): CallbackDelivery {
  const behaviour = options.behaviour ?? {};
  const random = createSeededRandom(behaviour.seed ?? 1);
  const records: DeliveryRecord[] = [];
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let batch: Array<() => Promise<void>> = [];
  let batchTimer: NodeJS.Timeout | undefined;

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function post(url: string, body: unknown, copy: number): Promise<void> {
    try {
      const response = await options.callbackFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer();
      records.push({
        url,
        body,
        copy,
        outcome: response.ok ? 'delivered' : 'failed',
        status: response.status,
      });
    } catch (error) {
      options.logger?.warn({ url, err: error }, 'Stand-in callback could not be delivered');
      records.push({ url, body, copy, outcome: 'failed', error: (error as Error).message });
    }
  }

  function flushBatch(): void {
    clearTimeout(batchTimer);
    batchTimer = undefined;
    const shuffled = random.sample(batch, batch.length);
    batch = [];
    track(
      (async () => {
        for (const deliver of shuffled) await deliver();
      })(),
    );
  }

  return {
    records,
    send(url, body) {
      // Three draws for every callback, always in this order, so one seed gives one sequence.
      const dropped = random.chance(behaviour.dropShare ?? 0);
      const copies = random.chance(behaviour.duplicateShare ?? 0) ? 2 : 1;
      const delayMs = random.chance(behaviour.lateShare ?? 0) ? (behaviour.lateDelayMs ?? 2000) : 0;
      if (dropped) {
        records.push({ url, body, copy: 1, outcome: 'dropped' });
        return;
      }
      const deliver = async () => {
        if (delayMs) await wait(delayMs);
        for (let copy = 1; copy <= copies; copy += 1) await post(url, body, copy);
      };
      const batchSize = behaviour.outOfOrderBatch ?? 1;
      if (batchSize <= 1) return track(deliver());
      // A late one leaves the batch at once and arrives after its delay, whatever the batch does.
      if (delayMs) return track(deliver());
      batch.push(deliver);
      if (batch.length >= batchSize) flushBatch();
      else batchTimer ??= setTimeout(flushBatch, behaviour.outOfOrderWindowMs ?? 1000);
    },
    async idle() {
      if (batch.length) flushBatch();
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    close() {
      clearTimeout(batchTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      batch = [];
    },
  };
}
