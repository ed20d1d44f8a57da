import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  motoS3Env,
  motoServerAvailable,
  startMotoS3Server,
  type MotoS3Server,
} from './testing/moto-s3-server';
import { inspectImageFile } from '../image-file';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../e2e/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixturesDir, name));

const form = (fields: Record<string, string>, file: { name: string; type: string }) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('file', new Blob([new Uint8Array(fixture(file.name))], { type: file.type }), file.name);
  return body;
};

/** The uploads of the product end to end on a real S3 API: KYC documents and provider photos. */

/** What the server stores for an uploaded image: its rewrite (no metadata, nothing hidden). */
const rewritten = async (bytes: Buffer) => {
  const image = await inspectImageFile(bytes);
  if (!image.ok) throw new Error('the fixture does not decode');
  return image.bytes;
};

describe.skipIf(!motoServerAvailable())('uploads through the app on moto_server (STORAGE_DRIVER=s3)', () => {
  let server: MotoS3Server;
  let t: TestApp;
  let tenant: TestUser;
  let admin: TestUser;
  let provider: TestUser;

  const keysInBucket = async (): Promise<string[]> => {
    const client = new S3Client({
      endpoint: server.endpoint,
      region: server.region,
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  const as = (user: TestUser, init: RequestInit = {}) => ({ ...init, headers: { cookie: user.cookie } });

  beforeAll(async () => {
    server = await startMotoS3Server();
    t = await createTestApp(motoS3Env(server));
    [tenant, admin, provider] = await Promise.all([
      signedInAs(t, 'tenant'),
      signedInAs(t, 'superadmin'),
      signedInAs(t, 'service_provider'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('stores a KYC document, streams it to its owner and a reviewer, replaces and deletes it', async () => {
    const first = await t.request(
      '/api/kyc/documents',
      as(tenant, {
        method: 'POST',
        body: form({ category: 'id_front' }, { name: 'id-front.jpg', type: 'image/jpeg' }),
      }),
    );
    expect(first.status).toBe(201);
    const firstDocument = (await first.json()) as { id: string; path: string };
    expect(await keysInBucket()).toEqual([firstDocument.path]);

    for (const reader of [tenant, admin]) {
      const file = await t.request(
        `/api/kyc/documents/${firstDocument.id}/file?disposition=inline`,
        as(reader),
      );
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await file.arrayBuffer()).equals(await rewritten(fixture('id-front.jpg')))).toBe(
        true,
      );
    }

    const replaced = await t.request(
      '/api/kyc/documents',
      as(tenant, {
        method: 'POST',
        body: form({ category: 'id_front' }, { name: 'id-back.png', type: 'image/png' }),
      }),
    );
    expect(replaced.status).toBe(201);
    const secondDocument = (await replaced.json()) as { id: string; path: string };
    expect(await keysInBucket()).toEqual([secondDocument.path]);

    expect(
      (await t.request(`/api/kyc/documents/${secondDocument.id}`, as(tenant, { method: 'DELETE' }))).status,
    ).toBe(204);
    expect(await keysInBucket()).toEqual([]);
  });

  it('stores a provider photo, serves it publicly, and removes the one it replaces', async () => {
    const saved = await t.request('/api/services/my-profile', {
      method: 'PUT',
      headers: { cookie: provider.cookie },
      json: {
        businessName: 'Karen Gardens',
        categories: ['gardening'],
        areas: ['Karen'],
        priceFrom: 3000,
        availability: { days: ['mon', 'tue', 'wed'], opensAt: '07:00', closesAt: '16:00' },
        description: 'Lawns, hedges and flower beds kept neat every week.',
      },
    });
    expect(saved.status).toBe(200);
    const upload = (name: string, type: string) =>
      t.request(
        '/api/services/my-profile/photo',
        as(provider, { method: 'POST', body: form({}, { name, type }) }),
      );
    const keyOf = async (res: Response) =>
      ((await res.json()) as { profile: { photo: { key: string } } }).profile.photo.key;

    const firstKey = await keyOf(await upload('selfie.jpg', 'image/jpeg'));
    expect(await keysInBucket()).toEqual([`service_photos/${firstKey}`]);
    const served = await t.request(`/api/services/photos/${firstKey}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(await rewritten(fixture('selfie.jpg')))).toBe(true);

    const secondKey = await keyOf(await upload('id-back.png', 'image/png'));
    expect(await keysInBucket()).toEqual([`service_photos/${secondKey}`]);
    expect((await t.request(`/api/services/photos/${firstKey}`)).status).toBe(404);
  });
});
