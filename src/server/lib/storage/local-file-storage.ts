import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeFromKey, type FileStorage, type StoredObjectInfo } from './file-storage';

/**
 * Files in a folder (by default `${DATA_DIR}/files`, outside the built web app). A write goes to a temporary
 * file that is flushed and then renamed into place, so a reader never sees half an object.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, '.tmp');

  const resolveKey = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(base, ...key.split('/'));
    if (!full.startsWith(base + path.sep)) throw new Error('The storage key leaves the storage folder');
    return full;
  };

  const info = async (full: string, key: string): Promise<StoredObjectInfo | null> => {
    try {
      const stats = await stat(full);
      return stats.isFile() ? { size: stats.size, contentType: contentTypeFromKey(key) } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    driver: 'local',
    async put(key, body) {
      const full = resolveKey(key);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(full), { recursive: true });
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      const handle = await open(tmp, 'wx', 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(tmp, { force: true });
        throw error;
      }
      await handle.close();
      try {
        await rename(tmp, full);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const full = resolveKey(key);
      const found = await info(full, key);
      if (!found) return null;
      return { ...found, body: createReadStream(full) };
    },
    async head(key) {
      return info(resolveKey(key), key);
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
