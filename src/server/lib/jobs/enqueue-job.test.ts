import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import { enqueueJob } from './enqueue-job';

describe('enqueueJob', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('enqueues with the caller’s transaction: a rollback leaves no job', async () => {
    const rolledBack = database.db.transaction(async (tx) => {
      await enqueueJob(tx, { name: 'sms:receipt', payload: { paymentId: 'p1' } });
      throw new Error('the payment failed');
    });
    await expect(rolledBack).rejects.toThrow('the payment failed');
    expect(await database.db.select().from(jobs)).toHaveLength(0);

    const committed = await database.db.transaction((tx) =>
      enqueueJob(tx, { name: 'sms:receipt', payload: { paymentId: 'p2' } }),
    );
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, committed.id));
    expect(row).toMatchObject({
      name: 'sms:receipt',
      payload: { paymentId: 'p2' },
      state: 'queued',
      attempt: 0,
    });
  });

  it('makes a second enqueue of one singleton key a no-op that returns the first job', async () => {
    const runAt = new Date(Date.now() + 60_000);
    const input = { name: 'sms:receipt', singletonKey: 'sms:receipt:p3', runAt };
    const first = await enqueueJob(database.db, input);
    const second = await database.db.transaction((tx) => enqueueJob(tx, { ...input, payload: { other: 1 } }));
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const rows = await database.db.select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.runAt.getTime()).toBe(runAt.getTime());
    expect(rows[0]!.payload).toBeNull();
  });

  it('lets concurrent enqueues of one key make one job', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction((tx) =>
          enqueueJob(tx, { name: 'reconcile', singletonKey: 'reconcile:once' }),
        ),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });
});
