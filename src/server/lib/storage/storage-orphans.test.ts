import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Transaction } from '../../db/client';
import { appMeta, storageOrphans } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { storeObjectWithRow, sweepStorageOrphans } from './storage-orphans';

/** An object and its row written together; crash-safety.pg.test.ts kills a real server in the middle. */
describe('storing an object with its row', () => {
  let database: DatabaseHandle;
  let folder: string;
  let storage: FileStorage;
  const logger = pino({ level: 'silent' });
  const body = new Uint8Array([1, 2, 3]);
  const options = { contentType: 'image/jpeg' };
  const recorded = async () =>
    (await database.db.select({ key: storageOrphans.objectKey }).from(storageOrphans)).map((row) => row.key);
  const writeMeta = (key: string) => async (tx: Transaction) => {
    const now = new Date();
    await tx.insert(appMeta).values({ key, value: key, updatedAt: now });
    return { result: key };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = mkdtempSync(path.join(tmpdir(), 'abode-orphans-'));
    storage = createLocalFileStorage(folder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the object and drops its record once the row commits', async () => {
    await storeObjectWithRow(
      database.db,
      storage,
      logger,
      { key: 'a/one.jpg', body, options },
      writeMeta('one'),
    );
    expect(await storage.head('a/one.jpg')).not.toBeNull();
    expect(await recorded()).toEqual([]);
  });

  it('removes the object again, and its record, when the row fails', async () => {
    const failing = storeObjectWithRow(
      database.db,
      storage,
      logger,
      { key: 'a/two.jpg', body, options },
      async () => {
        throw new Error('the row could not be written');
      },
    );
    await expect(failing).rejects.toThrow('the row could not be written');
    expect(await storage.head('a/two.jpg')).toBeNull();
    expect(await recorded()).toEqual([]);
  });

  it('records a replaced object with the row and removes it after the commit', async () => {
    await storage.put('a/old.jpg', body, options);
    await storeObjectWithRow(
      database.db,
      storage,
      logger,
      { key: 'a/new.jpg', body, options },
      async (tx) => {
        await writeMeta('new')(tx);
        return { result: undefined, release: ['a/old.jpg'] };
      },
    );
    expect(await storage.head('a/old.jpg')).toBeNull();
    expect(await storage.head('a/new.jpg')).not.toBeNull();
    expect(await recorded()).toEqual([]);
  });

  it('is passed over by a sweep while the object is being written, and kept', async () => {
    let release!: () => void;
    const writing = new Promise<void>((resolve) => (release = resolve));
    let putStarted!: () => void;
    const started = new Promise<void>((resolve) => (putStarted = resolve));
    const slow: FileStorage = {
      ...storage,
      put: async (key, bytes, putOptions) => {
        putStarted();
        await writing;
        await storage.put(key, bytes, putOptions);
      },
    };
    const upload = storeObjectWithRow(
      database.db,
      slow,
      logger,
      { key: 'a/slow.jpg', body, options },
      writeMeta('slow'),
    );
    await started;
    // On PostgreSQL the sweep skips the locked record; on the embedded database it waits for the transaction.
    const sweep = sweepStorageOrphans(database.db, storage, logger);
    release();
    await upload;
    await sweep;
    expect(await storage.head('a/slow.jpg')).not.toBeNull();
    expect(await recorded()).toEqual([]);
  });

  it('leaves the record of an object whose row never came (a crash) for the sweep, which removes it', async () => {
    // What a server killed between writing the object and committing its row leaves behind.
    await database.db.insert(storageOrphans).values({ objectKey: 'a/cut-off.jpg', reason: 'test' });
    await storage.put('a/cut-off.jpg', body, options);
    expect(await sweepStorageOrphans(database.db, storage, logger)).toBe(1);
    expect(await storage.head('a/cut-off.jpg')).toBeNull();
    expect(await recorded()).toEqual([]);
  });
});
