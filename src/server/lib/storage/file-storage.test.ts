import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFileStorage, localStorageRoot } from './create-file-storage';
import { assertSafeKey, StorageKeyError, type FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';
import { motoServerAvailable, startMotoS3Server } from './testing/moto-s3-server';
import { s3Env, startS3StandIn, type S3StandIn } from './testing/s3-stand-in';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

/** What every driver must do the same way. */
function describeDriver(
  name: string,
  make: () => Promise<{ storage: FileStorage; cleanup: () => Promise<void> }>,
) {
  describe(`the ${name} driver`, () => {
    let storage: FileStorage;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, cleanup } = await make());
    });
    afterAll(() => cleanup());

    it('stores, reads back with type and size, and deletes an object', async () => {
      const key = 'profile_documents/user-1/id_front/abc123.jpg';
      await storage.put(key, jpegBytes, { contentType: 'image/jpeg', cacheControl: 'private, max-age=3600' });
      expect(await storage.head(key)).toEqual({ size: jpegBytes.length, contentType: 'image/jpeg' });
      const object = await storage.get(key);
      expect(object).not.toBeNull();
      expect(object!.size).toBe(jpegBytes.length);
      expect(object!.contentType).toBe('image/jpeg');
      expect(await readAll(object!.body)).toEqual(jpegBytes);
      await storage.delete(key);
      expect(await storage.head(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
    });

    it('replaces an object at the same key', async () => {
      const key = 'profile_documents/user-1/selfie/same.pdf';
      await storage.put(key, Buffer.from('%PDF-1 first'), { contentType: 'application/pdf' });
      await storage.put(key, Buffer.from('%PDF-1 second one'), { contentType: 'application/pdf' });
      expect(await readAll((await storage.get(key))!.body)).toEqual(Buffer.from('%PDF-1 second one'));
    });

    it('answers null for a missing object and ignores deleting one', async () => {
      expect(await storage.get('profile_documents/nobody/id_back/missing.png')).toBeNull();
      expect(await storage.head('profile_documents/nobody/id_back/missing.png')).toBeNull();
      await expect(storage.delete('profile_documents/nobody/id_back/missing.png')).resolves.toBeUndefined();
    });

    it.each([
      '../outside.jpg',
      'profile_documents/../../etc/passwd',
      '/absolute.jpg',
      'a//b.jpg',
      'a/.hidden',
      '',
    ])('refuses the unsafe key %j', async (key) => {
      await expect(storage.put(key, jpegBytes, { contentType: 'image/jpeg' })).rejects.toThrow(
        StorageKeyError,
      );
      await expect(storage.get(key)).rejects.toThrow(StorageKeyError);
    });
  });
}

describeDriver('local', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'abode-storage-'));
  return {
    storage: createLocalFileStorage(root),
    cleanup: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describeDriver('S3', async () => {
  const standIn = await startS3StandIn();
  const storage = createS3FileStorage({
    endpoint: standIn.endpoint,
    bucket: standIn.bucket,
    region: standIn.region,
    accessKeyId: standIn.accessKeyId,
    secretAccessKey: standIn.secretAccessKey,
    forcePathStyle: true,
  });
  return { storage, cleanup: () => standIn.close() };
});

describe.skipIf(!motoServerAvailable())('on moto_server, a full S3 emulation', () => {
  describeDriver('S3', async () => {
    const server = await startMotoS3Server();
    const storage = createS3FileStorage({ ...server, forcePathStyle: true });
    return { storage, cleanup: () => server.close() };
  });
});

describe('the local driver on disk', () => {
  it('keeps files under the data folder and leaves no temporary file behind', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-data-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(localStorageRoot(config)).toBe(path.join(dataDir, 'files'));
      const storage = createFileStorage(config);
      expect(storage.driver).toBe('local');
      await storage.put('profile_documents/u/id_front/x.jpg', jpegBytes, { contentType: 'image/jpeg' });
      expect(readdirSync(path.join(dataDir, 'files', 'profile_documents', 'u', 'id_front'))).toEqual([
        'x.jpg',
      ]);
      expect(readdirSync(path.join(dataDir, 'files', '.tmp'))).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the S3 driver against the stand-in', () => {
  let standIn: S3StandIn;
  beforeAll(async () => {
    standIn = await startS3StandIn();
  });
  afterAll(() => standIn.close());

  it('is chosen by STORAGE_DRIVER=s3 and signs with the configured key, path-style', async () => {
    const storage = createFileStorage(loadConfig(s3Env(standIn)));
    expect(storage.driver).toBe('s3');
    await storage.put('profile_documents/u/kra_cert/k.pdf', Buffer.from('%PDF-1.4'), {
      contentType: 'application/pdf',
      cacheControl: 'private, max-age=3600',
    });
    expect(standIn.requests).toContain(`PUT /${standIn.bucket}/profile_documents/u/kra_cert/k.pdf`);
    expect(standIn.objects.get('profile_documents/u/kra_cert/k.pdf')).toMatchObject({
      contentType: 'application/pdf',
      cacheControl: 'private, max-age=3600',
    });
  });

  it('surfaces a failing service as an error, not as a missing object', async () => {
    const storage = createFileStorage(loadConfig(s3Env(standIn)));
    standIn.failNext('GET', 3);
    await expect(storage.get('profile_documents/u/kra_cert/k.pdf')).rejects.toThrow();
  });

  it('refuses a wrong access key', async () => {
    const storage = createFileStorage(loadConfig({ ...s3Env(standIn), S3_ACCESS_KEY_ID: 'WRONG' }));
    await expect(storage.put('a/b.jpg', jpegBytes, { contentType: 'image/jpeg' })).rejects.toThrow();
  });
});

describe('the storage settings', () => {
  it('need the bucket and keys for S3', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      'Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3',
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });

  it('default to the local driver and a 10 MB upload limit', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE_DRIVER: 'local', MAX_UPLOAD_MB: 10 });
  });

  it('keep keys to safe segments', () => {
    expect(() => assertSafeKey('profile_documents/0b7c/id_front/9f.jpg')).not.toThrow();
    expect(() => assertSafeKey('a/../b')).toThrow(StorageKeyError);
  });
});
