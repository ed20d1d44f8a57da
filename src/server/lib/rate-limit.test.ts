import pino from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { rateLimitEvents } from '../db/schema/index';
import { createTestDatabase } from '../testing/test-database';
import { AppError } from './app-error';
import {
  consumeRateLimit,
  forgetAttempt,
  rateLimitRetentionMs,
  rateLimitWait,
  scheduleRateLimitPruning,
} from './rate-limit';

describe('rate limits in the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(rateLimitEvents);
  });

  const rule = { key: 'test:198.51.100.9', limit: 2, windowSeconds: 60, message: 'Slow down.' };
  const keys = async () =>
    (await database.db.select({ key: rateLimitEvents.key }).from(rateLimitEvents))
      .map((row) => row.key)
      .sort();
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('counts attempts and refuses the one over the limit with the wait', async () => {
    const now = new Date();
    await consumeRateLimit(database.db, rule, new Date(now.getTime() - 20_000));
    await consumeRateLimit(database.db, rule, now);
    const refused = await consumeRateLimit(database.db, rule, now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: 'Slow down.' });
    // The oldest of the two leaves the window 40 s from now.
    expect((refused as AppError).details?.retryAfterSeconds).toBe(40);
    // The general reason and the wait as a value, for the web to say it in the reader's language.
    expect((refused as AppError).details).toMatchObject({ reason: 'rate_limited', params: { seconds: 40 } });
    expect(await keys()).toHaveLength(2);
  });

  it('reads the wait without counting, and a forgotten attempt frees its place', async () => {
    expect(await rateLimitWait(database.db, rule)).toBe(0);
    await consumeRateLimit(database.db, rule);
    const second = await consumeRateLimit(database.db, rule);
    expect(await rateLimitWait(database.db, rule)).toBeGreaterThan(55);
    expect(await keys()).toHaveLength(2);
    await forgetAttempt(database.db, second);
    expect(await rateLimitWait(database.db, rule)).toBe(0);
  });

  describe('scheduleRateLimitPruning', () => {
    const logger = pino({ level: 'silent' });
    const plant = (key: string, occurredAt: Date) =>
      database.db.insert(rateLimitEvents).values({ key, occurredAt });

    it('prunes attempts older than every window at once, keeping recent ones', async () => {
      await plant('old', ago(rateLimitRetentionMs + 60_000));
      await plant('recent', ago(60 * 60 * 1000));
      const pruning = scheduleRateLimitPruning(database.db, logger);
      await pruning.stop();
      expect(await keys()).toEqual(['recent']);
    });

    it('prunes again at every interval until stopped', async () => {
      const pruning = scheduleRateLimitPruning(database.db, logger, { intervalMs: 30, retentionMs: 1_000 });
      await sleep(20);
      await plant('later', ago(5_000));
      // Polled: on a loaded machine the 30 ms timer can run far later than a fixed wait allows.
      const deadline = Date.now() + 10_000;
      while ((await keys()).length > 0 && Date.now() < deadline) await sleep(20);
      expect(await keys()).toEqual([]);
      await pruning.stop();
      await plant('after-stop', ago(5_000));
      await sleep(150);
      expect(await keys()).toEqual(['after-stop']);
    });

    it('a failed prune is logged and the next one still runs', async () => {
      const warnings: string[] = [];
      const spy = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
      const broken = {
        delete: () => {
          throw new Error('database unavailable');
        },
      } as unknown as DatabaseHandle['db'];
      const pruning = scheduleRateLimitPruning(broken, spy, { intervalMs: 20 });
      await sleep(100);
      await pruning.stop();
      expect(warnings.length).toBeGreaterThan(1);
      expect(warnings[0]).toContain('could not be pruned');
    });
  });
});
