import { asc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { storageOrphans } from '../../db/schema/index';
import type { FileStorage } from './file-storage';

/** Notes an object whose removal failed, so a sweep can retry; never loses the note to a second failure. */
export async function recordStorageOrphan(db: Database, objectKey: string, reason: string): Promise<void> {
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

/** Retries the removal of recorded orphans, oldest first; returns how many are gone now. */
export async function sweepStorageOrphans(
  db: Database,
  storage: FileStorage,
  logger: Logger,
  limit = 100,
): Promise<number> {
  const rows = await db.select().from(storageOrphans).orderBy(asc(storageOrphans.createdAt)).limit(limit);
  let removed = 0;
  for (const row of rows) {
    try {
      await storage.delete(row.objectKey);
      await db.delete(storageOrphans).where(eq(storageOrphans.id, row.id));
      removed += 1;
    } catch (error) {
      logger.warn({ err: error, objectKey: row.objectKey }, 'A stored object is still not deleted');
      await db
        .update(storageOrphans)
        .set({ attempts: sql`${storageOrphans.attempts} + 1` })
        .where(eq(storageOrphans.id, row.id));
    }
  }
  return removed;
}
