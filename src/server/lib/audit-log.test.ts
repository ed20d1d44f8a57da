import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { auditEvents } from '../db/schema/index';
import { createTestDatabase } from '../testing/test-database';
import { recordAuditEvent } from './audit-log';

/** The database's own words, however deep the driver wrapped them (drizzle puts the driver's error in `cause`). */
function databaseError(error: unknown): { message: string; code?: string } {
  let current = error as { message?: string; code?: string; cause?: unknown } | undefined;
  while (current?.cause) current = current.cause as typeof current;
  return { message: current?.message ?? String(error), code: current?.code };
}

async function failure(action: Promise<unknown>): Promise<{ message: string; code?: string }> {
  try {
    await action;
  } catch (error) {
    return databaseError(error);
  }
  throw new Error('expected the database to refuse the statement');
}

describe('the audit trail', () => {
  let database: DatabaseHandle;
  let eventId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await recordAuditEvent(database.db, {
      actorUserId: null,
      action: 'kyc_document.approved',
      subjectType: 'kyc_document',
      subjectId: 'doc-1',
      details: { note: 'first' },
    });
    const [row] = await database.db.select({ id: auditEvents.id }).from(auditEvents);
    eventId = row!.id;
  });
  afterAll(() => database.close());

  const stored = () =>
    database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .orderBy(auditEvents.id);

  it('takes new events', async () => {
    await recordAuditEvent(database.db, {
      actorUserId: null,
      action: 'kyc_document.viewed',
      subjectType: 'kyc_document',
      subjectId: 'doc-1',
    });
    expect(await stored()).toEqual([
      { action: 'kyc_document.approved', details: { note: 'first' } },
      { action: 'kyc_document.viewed', details: {} },
    ]);
  });

  it('refuses to change an event, in the database itself', async () => {
    const refused = await failure(
      database.db
        .update(auditEvents)
        .set({ action: 'kyc_document.rejected' })
        .where(eq(auditEvents.id, eventId)),
    );
    expect(refused.message).toBe('audit_events is append-only: UPDATE is not allowed');
    expect(refused.code).toBe('23001');
    expect((await stored())[0]).toEqual({ action: 'kyc_document.approved', details: { note: 'first' } });
  });

  it('refuses to delete an event, or every event', async () => {
    const one = await failure(database.db.delete(auditEvents).where(eq(auditEvents.id, eventId)));
    expect(one.message).toBe('audit_events is append-only: DELETE is not allowed');
    const all = await failure(database.db.execute(sql`truncate ${auditEvents}`));
    expect(all.message).toBe('audit_events is append-only: TRUNCATE is not allowed');
    const [row] = await database.db.select({ n: count() }).from(auditEvents);
    expect(row!.n).toBe(2);
  });

  it('refuses a change inside a transaction and rolls the whole transaction back', async () => {
    const refused = await failure(
      database.db.transaction(async (tx) => {
        await recordAuditEvent(tx, {
          actorUserId: null,
          action: 'kyc_document.replaced',
          subjectType: 'kyc_document',
          subjectId: 'doc-1',
        });
        await tx.update(auditEvents).set({ subjectId: 'doc-2' });
      }),
    );
    expect(refused.message).toBe('audit_events is append-only: UPDATE is not allowed');
    expect((await stored()).map((event) => event.action)).toEqual([
      'kyc_document.approved',
      'kyc_document.viewed',
    ]);
  });
});
