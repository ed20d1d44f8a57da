import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDetail, listingPhotoWidths } from '@common/listings/listing-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureId, listingFixtures } from './testing/listing-fixtures';

describe('GET /api/listings/:id', () => {
  let t: TestApp;
  let live: string;
  let draft: string;

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = await listingFixtures(t.database.db);
    live = await fixtures.insert({
      name: 'Garden maisonette',
      description: 'Three bedrooms, a garden and a DSQ.',
      propertyType: 'maisonette',
      bedrooms: 3,
      bathrooms: 3,
      location: 'Syokimau',
      amenities: ['garden', 'dsq'],
      photos: [
        'ex-h-00000000000a',
        'lv-h-00000000000b',
        'bd-h-00000000000c',
        'kt-h-00000000000d',
        'ba-h-00000000000e',
      ],
      videoUrl: 'https://www.youtube-nocookie.com/embed/abc123def45',
    });
    draft = await fixtures.insert({ status: 'draft' });
  });
  afterAll(() => t.close());

  it('gives a live listing with every photo, its description and where it is', async () => {
    const res = await t.request(`/api/listings/${live}`);
    expect(res.status).toBe(200);
    const body = listingDetail.parse(await res.json());
    expect(body).toMatchObject({
      id: live,
      name: 'Garden maisonette',
      description: 'Three bedrooms, a garden and a DSQ.',
      location: {
        name: 'Syokimau',
        city: 'Machakos',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      },
      amenities: ['garden', 'dsq'],
      videoUrl: 'https://www.youtube-nocookie.com/embed/abc123def45',
    });
    expect(body.photos.map((photo) => photo.room)).toEqual([
      'exterior',
      'living_room',
      'bedroom',
      'kitchen',
      'bathroom',
    ]);
  });

  it('answers 404 for a listing that is not live, unknown or malformed', async () => {
    for (const id of [draft, fixtureId(999), 'nope']) {
      const res = await t.request(`/api/listings/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toEqual({
        code: 'NOT_FOUND',
        message: 'This listing does not exist or is no longer available',
      });
    }
  });
});

describe('GET /api/listing-photos/:photoId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(listingPhotoWidths)('draws the photo %d wide, 4:3, cached for a year', async (width) => {
    const res = await t.request(`/api/listing-photos/lv-a-3fa2b1c9d0e4?w=${width}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 400 300">`,
      ),
    );
  });

  it('draws the same picture for the same id, whatever the width', async () => {
    const strip = (svg: string) => svg.replace(/width="\d+" height="\d+"/, '');
    const small = await (await t.request('/api/listing-photos/ex-v-0f0e0d0c0b0a?w=320')).text();
    const large = await (await t.request('/api/listing-photos/ex-v-0f0e0d0c0b0a?w=1600')).text();
    expect(strip(small)).toBe(strip(large));
    const other = await (await t.request('/api/listing-photos/ex-v-0f0e0d0c0b0b?w=320')).text();
    expect(strip(other)).not.toBe(strip(small));
  });

  it('defaults to 768 wide and refuses other widths', async () => {
    expect(await (await t.request('/api/listing-photos/kt-b-123456789abc')).text()).toContain('width="768"');
    const res = await t.request('/api/listing-photos/kt-b-123456789abc?w=500');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('w: must be one of 320, 480, 768, 1024, 1600');
  });

  it('answers 404 for an id that names no photo', async () => {
    for (const id of ['nothing', 'ex-a-xyz', 'zz-a-3fa2b1c9d0e4', '..%2F..%2Fetc%2Fpasswd']) {
      expect((await t.request(`/api/listing-photos/${id}?w=320`)).status).toBe(404);
    }
  });
});
