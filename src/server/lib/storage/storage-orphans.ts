import { asc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client';
import { storageOrphans } from '../../db/schema/index';
import type { FileStorage, PutOptions } from './file-storage';

/** Notes an object whose removal failed, so a sweep can retry; never loses the note to a second failure. */
export async function recordStorageOrphan(
  db: Database | Transaction,
  objectKey: string,
  reason: string,
): Promise<void> {
  await db
    .insert(storageOrphans)
    .values({ objectKey, reason: reason.slice(0, 500) })
    .onConflictDoUpdate({
      target: storageOrphans.objectKey,
      set: { attempts: sql`${storageOrphans.attempts} + 1`, reason: reason.slice(0, 500) },
    });
}

/** Removes an object; if that fails, logs it and records it for the sweep instead of failing the caller. */
export async function deleteObjectOrRecord(
  db: Database,
  storage: FileStorage,
  logger: Logger,
  objectKey: string,
): Promise<void> {
  try {
    await storage.delete(objectKey);
  } catch (error) {
    logger.error({ err: error, objectKey }, 'Could not delete a stored object; recorded for cleanup');
    await recordStorageOrphan(db, objectKey, error instanceof Error ? error.message : String(error)).catch(
      (recordError: unknown) =>
        logger.error({ err: recordError, objectKey }, 'Could not record a stored object for cleanup'),
    );
  }
}

/**
 * Removes a recorded object and then its record, holding the record's lock meanwhile. `skipLocked` passes
 * over a record another transaction holds: an upload still writing its object (storeObjectWithRow). When the
 * removal fails the record stays, one attempt more. True when the object and its record are gone.
 */
async function removeRecorded(
  db: Database,
  storage: FileStorage,
  logger: Logger,
  objectKey: string,
  { skipLocked }: { skipLocked: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: storageOrphans.id })
      .from(storageOrphans)
      .where(eq(storageOrphans.objectKey, objectKey))
      .for('update', skipLocked ? { skipLocked: true } : {});
    if (!row && skipLocked) return false;
    try {
      await storage.delete(objectKey);
    } catch (error) {
      logger.warn({ err: error, objectKey }, 'A stored object is still not deleted');
      if (row) {
        await tx
          .update(storageOrphans)
          .set({ attempts: sql`${storageOrphans.attempts} + 1` })
          .where(eq(storageOrphans.id, row.id));
      } else {
        await recordStorageOrphan(tx, objectKey, error instanceof Error ? error.message : String(error));
      }
      return false;
    }
    if (row) await tx.delete(storageOrphans).where(eq(storageOrphans.id, row.id));
    return true;
  });
}

/**
 * Stores an object and, in one transaction, the row that points to it (`writeRow`), so that a crash at any
 * moment leaves neither a row without its object nor an object without its row. The key is recorded as an
 * orphan (committed) before the object is written; the transaction that writes the row removes the record,
 * so the object is adopted exactly when the row commits. A crash before that leaves the record, and the sweep
 * at the next start removes the object. While the object is written the transaction holds the record's lock,
 * so a sweep (another instance starting meanwhile) passes over it. Objects the row no longer needs (a
 * replaced document), which `writeRow` returns in `release`, are recorded in the same transaction and removed
 * once it commits, or by a sweep after a crash. If anything fails, the new object is removed again and the
 * error rethrown.
 */
export async function storeObjectWithRow<T>(
  db: Database,
  storage: FileStorage,
  logger: Logger,
  object: { key: string; body: Uint8Array; options: PutOptions },
  writeRow: (tx: Transaction) => Promise<{ result: T; release?: string[] }>,
): Promise<T> {
  await recordStorageOrphan(db, object.key, 'stored before its row: an upload in progress or cut off');
  let written: { result: T; release?: string[] };
  try {
    written = await db.transaction(async (tx) => {
      const [record] = await tx
        .select({ id: storageOrphans.id })
        .from(storageOrphans)
        .where(eq(storageOrphans.objectKey, object.key))
        .for('update');
      // A sweep took the record before this transaction locked it: the object must not be written now.
      if (!record) throw new Error(`The record of ${object.key} was swept before its object was stored`);
      await storage.put(object.key, object.body, object.options);
      const outcome = await writeRow(tx);
      await tx.delete(storageOrphans).where(eq(storageOrphans.id, record.id));
      for (const key of outcome.release ?? []) {
        if (key !== object.key) await recordStorageOrphan(tx, key, 'replaced: no row points to it any more');
      }
      return outcome;
    });
  } catch (error) {
    await removeRecordedObject(db, storage, logger, object.key);
    throw error;
  }
  for (const key of (written.release ?? []).filter((key) => key !== object.key)) {
    await removeRecordedObject(db, storage, logger, key);
  }
  return written.result;
}

/**
 * Removes an object recorded (recordStorageOrphan) in the transaction that dropped its last row, and then the
 * record; a crash before that leaves the record for the sweep at the next start. Never throws: a failure keeps
 * the record and is logged.
 */
export async function removeRecordedObject(
  db: Database,
  storage: FileStorage,
  logger: Logger,
  objectKey: string,
): Promise<void> {
  await removeRecorded(db, storage, logger, objectKey, { skipLocked: false }).catch((error: unknown) =>
    logger.error({ err: error, objectKey }, 'Could not remove a stored object; the sweep will retry'),
  );
}

/**
 * Removes recorded orphans, oldest first: objects whose removal failed, and objects stored by an upload whose
 * row never committed (a crash). Records held by an upload in flight are passed over. Returns how many are
 * gone now.
 */
export async function sweepStorageOrphans(
  db: Database,
  storage: FileStorage,
  logger: Logger,
  limit = 100,
): Promise<number> {
  const rows = await db
    .select({ objectKey: storageOrphans.objectKey })
    .from(storageOrphans)
    .orderBy(asc(storageOrphans.createdAt))
    .limit(limit);
  let removed = 0;
  for (const row of rows) {
    if (await removeRecorded(db, storage, logger, row.objectKey, { skipLocked: true })) removed += 1;
  }
  return removed;
}
