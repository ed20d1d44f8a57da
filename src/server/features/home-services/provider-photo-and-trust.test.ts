import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  myProviderProfile,
  serviceRequestList,
  serviceSearchResponse,
  type ProviderProfileInput,
} from '@common/services/service-contracts';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { nextSlot } from './testing/service-fixtures';
import { inspectImageFile } from '../../lib/image-file';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../e2e/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixturesDir, name));

const profileInput: ProviderProfileInput = {
  businessName: 'Lavington Sparks',
  categories: ['electrical'],
  areas: ['Lavington'],
  priceFrom: 2500,
  availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opensAt: '08:00', closesAt: '18:00' },
  description: 'Wiring, sockets, lighting and tripping breakers sorted by a licensed electrician.',
};

const photoForm = (bytes: Buffer, type = 'image/jpeg') => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
  return form;
};

/** What the server stores for an uploaded image: its rewrite (no metadata, nothing hidden). */
const rewritten = async (bytes: Buffer) => {
  const image = await inspectImageFile(bytes);
  if (!image.ok) throw new Error('the fixture does not decode');
  return image.bytes;
};

describe('/api/services: provider photos, the Verified Provider mark and who may book', () => {
  let t: TestApp;
  let provider: TestUser;
  let tenant: TestUser;
  let caretaker: TestUser;
  let admin: TestUser;
  let providerId: string;

  const call = async (user: TestUser | null, method: string, urlPath: string, json?: unknown) => {
    const res = await t.request(urlPath, { method, json, headers: user ? { cookie: user.cookie } : {} });
    return { status: res.status, body: await res.json() };
  };
  const uploadPhoto = async (user: TestUser | null, form: FormData) => {
    const res = await t.request('/api/services/my-profile/photo', {
      method: 'POST',
      body: form,
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };
  const photoAt = (key: string) => t.request(`/api/services/photos/${key}`);
  const findCard = async () => {
    const res = await t.request(
      `/api/services/search?${new URLSearchParams({ q: 'electrician Lavington' })}`,
    );
    const body = serviceSearchResponse.parse(await res.json());
    return body.results.find((result) => result.id === providerId)!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [provider, tenant, caretaker, admin] = await Promise.all([
      signedInAs(t, 'service_provider'),
      signedInAs(t, 'tenant'),
      signedInAs(t, 'caretaker'),
      signedInAs(t, 'superadmin'),
    ]);
  });
  afterAll(() => t.close());

  describe('uploading a photo', () => {
    it('needs a provider session, and a saved profile first', async () => {
      const form = () => photoForm(fixture('selfie.jpg'));
      expect((await uploadPhoto(null, form())).status).toBe(401);
      expect((await uploadPhoto(tenant, form())).status).toBe(403);
      const early = await uploadPhoto(provider, form());
      expect(early.status).toBe(409);
      expect(early.body.error.message).toBe('Save My Services first, then add your photo');

      const saved = await call(provider, 'PUT', '/api/services/my-profile', profileInput);
      expect(saved.status).toBe(200);
      providerId = myProviderProfile.parse(saved.body).profile!.id;
    });

    it('refuses what is not a JPEG or PNG, a file that does not decode, no file and a file over the limit', async () => {
      const before = myProviderProfile.parse((await call(provider, 'GET', '/api/services/my-profile')).body);
      const cases: Array<[FormData, number, string]> = [
        [
          photoForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
          400,
          'The photo must be a JPEG or PNG image',
        ],
        [
          photoForm(fixture('registration-cert.pdf'), 'application/pdf'),
          400,
          'The photo must be a JPEG or PNG image',
        ],
        [
          photoForm(fixture('selfie.jpg').subarray(0, 300)),
          400,
          'The photo could not be read. Take or choose it again.',
        ],
        [new FormData(), 400, 'Choose a photo to upload'],
        [
          photoForm(Buffer.concat([fixture('selfie.jpg'), Buffer.alloc(950 * 1024)])),
          413,
          'The photo is larger than the 900 KB allowed',
        ],
      ];
      for (const [form, status, message] of cases) {
        const { status: got, body } = await uploadPhoto(provider, form);
        expect(got, message).toBe(status);
        expect(body.error.message).toBe(message);
      }
      const after = myProviderProfile.parse((await call(provider, 'GET', '/api/services/my-profile')).body);
      expect(after.profile!.photo.key).toBe(before.profile!.photo.key);
    });

    it('serves an uploaded photo at each srcset width, in WebP where the browser shows it', async () => {
      const uploaded = await uploadPhoto(provider, photoForm(fixture('id-front.jpg')));
      const { key, srcSet } = myProviderProfile.parse(uploaded.body).profile!.photo;
      expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
        '320w',
        '480w',
        '768w',
        '960w',
      ]);
      const webp = await t.request(`/api/services/photos/${key}?w=320`, {
        headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
      });
      expect(webp.status).toBe(200);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(webp.headers.get('vary')).toBe('Accept');
      expect(webp.headers.get('cache-control')).toContain('immutable');
      const small = Buffer.from(await webp.arrayBuffer());
      expect((await sharp(small).metadata()).width).toBe(320);
      const jpegOnly = await t.request(`/api/services/photos/${key}?w=480`, {
        headers: { accept: 'image/jpeg' },
      });
      expect(jpegOnly.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await jpegOnly.arrayBuffer())).metadata()).width).toBe(480);
      // The full photo is larger than the phone's small one.
      const full = Buffer.from(await (await photoAt(key)).arrayBuffer());
      expect(small.length).toBeLessThan(full.length / 2);
      expect((await t.request(`/api/services/photos/${key}?w=999`)).status).toBe(400);
    });

    it('stores a JPEG under a name of its own, shows it on the card and serves it; a new one replaces it', async () => {
      const first = await uploadPhoto(provider, photoForm(fixture('selfie.jpg')));
      expect(first.status).toBe(200);
      const firstKey = myProviderProfile.parse(first.body).profile!.photo.key;
      expect(firstKey).toMatch(/^up-[0-9a-f]{24}\.jpg$/);
      expect((await findCard()).photo.url).toBe(`/api/services/photos/${firstKey}?w=480`);

      const served = await photoAt(firstKey);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(await rewritten(fixture('selfie.jpg')))).toBe(
        true,
      );

      const second = await uploadPhoto(provider, photoForm(fixture('id-back.png'), 'image/png'));
      expect(second.status).toBe(200);
      const secondKey = myProviderProfile.parse(second.body).profile!.photo.key;
      expect(secondKey).toMatch(/^up-[0-9a-f]{24}\.png$/);
      expect((await photoAt(secondKey)).headers.get('content-type')).toBe('image/png');
      expect((await photoAt(firstKey)).status).toBe(404);

      // Saving the form as it is keeps the uploaded photo.
      const kept = await call(provider, 'PUT', '/api/services/my-profile', {
        ...profileInput,
        photoKey: secondKey,
      });
      expect(kept.status).toBe(200);
      expect(myProviderProfile.parse(kept.body).profile!.photo.key).toBe(secondKey);
    });

    it('cannot borrow another upload by its key; going back to a drawn picture removes the upload', async () => {
      const current = myProviderProfile.parse((await call(provider, 'GET', '/api/services/my-profile')).body);
      const uploadedKey = current.profile!.photo.key;
      const borrowed = await call(provider, 'PUT', '/api/services/my-profile', {
        ...profileInput,
        photoKey: 'up-0123456789abcdef01234567.jpg',
      });
      expect(borrowed.status).toBe(400);
      expect(borrowed.body.error.message).toContain(
        'That photo is not the one on your profile; upload a new one instead',
      );

      const drawn = await call(provider, 'PUT', '/api/services/my-profile', {
        ...profileInput,
        photoKey: 'el-00000000abcd',
      });
      expect(drawn.status).toBe(200);
      expect(myProviderProfile.parse(drawn.body).profile!.photo.key).toBe('el-00000000abcd');
      expect((await photoAt(uploadedKey)).status).toBe(404);
      expect((await photoAt('up-0123456789abcdef01234567.jpg')).status).toBe(404);
    });
  });

  describe('Verified Provider', () => {
    it('shows yes only once a reviewer has approved the ID front, ID back and selfie', async () => {
      const ids: string[] = [];
      for (const [category, file, type] of [
        ['id_front', 'id-front.jpg', 'image/jpeg'],
        ['id_back', 'id-back.png', 'image/png'],
        ['selfie', 'selfie.jpg', 'image/jpeg'],
      ] as const) {
        const form = new FormData();
        form.set('category', category);
        form.set('file', new Blob([new Uint8Array(fixture(file))], { type }), file);
        const res = await t.request('/api/kyc/documents', {
          method: 'POST',
          body: form,
          headers: { cookie: provider.cookie },
        });
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: string }).id);
      }
      expect((await call(provider, 'POST', '/api/kyc/submit')).status).toBe(200);
      expect((await findCard()).verified).toBe(false);

      for (const id of ids.slice(0, 2)) {
        expect((await call(admin, 'POST', `/api/kyc/documents/${id}/approve`)).status).toBe(200);
      }
      expect((await findCard()).verified).toBe(false);
      expect(
        myProviderProfile.parse((await call(provider, 'GET', '/api/services/my-profile')).body).verified,
      ).toBe(false);

      expect((await call(admin, 'POST', `/api/kyc/documents/${ids[2]}/approve`)).status).toBe(200);
      expect((await findCard()).verified).toBe(true);
      expect(
        myProviderProfile.parse((await call(provider, 'GET', '/api/services/my-profile')).body).verified,
      ).toBe(true);
    });
  });

  describe('booking by other roles', () => {
    it('lets a caretaker and a superadmin book and follow their own request, but not run the provider side', async () => {
      for (const customer of [caretaker, admin]) {
        const booked = await call(customer, 'POST', '/api/services/requests', {
          providerId,
          description: 'Two sockets in the caretaker office stopped working.',
          address: 'James Gichuru Road, Lavington',
          scheduledAt: nextSlot(['mon', 'tue', 'wed', 'thu', 'fri']),
        });
        expect(booked.status).toBe(201);
        const mine = serviceRequestList.parse(
          (await call(customer, 'GET', '/api/services/requests/mine')).body,
        );
        expect(mine.requests.map((request) => request.id)).toContain(booked.body.id);
        expect((await call(customer, 'GET', '/api/services/requests/incoming')).status).toBe(403);
        expect((await call(customer, 'POST', `/api/services/requests/${booked.body.id}/accept`)).status).toBe(
          403,
        );
        expect((await call(tenant, 'POST', `/api/services/requests/${booked.body.id}/cancel`)).status).toBe(
          404,
        );
        expect((await call(customer, 'POST', `/api/services/requests/${booked.body.id}/cancel`)).status).toBe(
          200,
        );
      }
    });
  });
});
