import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema/index';
import { signedInAs, type TestUser } from '../testing/identity-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Text no column can store (a NUL, half of an emoji) once answered 500 on these routes. Each is now refused
 * with a 400 naming the field, before any row or rate-limit count is written.
 */
const nul = 'Wanjiku\u0000Kamau';
const halfEmoji = 'Karibu \uD83C';

const bodies: Array<
  [name: string, method: string, path: string, body: Record<string, unknown>, field: string]
> = [
  ['contact message', 'POST', '/api/contact-messages', { name: 'Amina', message: '#' }, 'message'],
  ['profile update', 'PATCH', '/api/me', { full_name: '#' }, 'full_name'],
  [
    'KYC rejection reason',
    'POST',
    '/api/kyc/documents/00000000-0000-4000-8000-000000000000/reject',
    { reason: '#' },
    'reason',
  ],
  [
    'viewing request',
    'POST',
    '/api/viewings',
    { listingId: '#', scheduledAt: '2026-12-01T10:00:00Z' },
    'listingId',
  ],
  ['provider profile', 'PUT', '/api/services/my-profile', { businessName: '#' }, 'businessName'],
  ['service request', 'POST', '/api/services/requests', { description: '#' }, 'description'],
  [
    'review',
    'POST',
    '/api/services/requests/00000000-0000-4000-8000-000000000000/review',
    { comment: '#' },
    'comment',
  ],
  [
    'nested field',
    'POST',
    '/api/contact-messages',
    { name: 'Amina', extra: [{ note: '#' }] },
    'extra.0.note',
  ],
];

describe('text that cannot be stored', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInAs(t, 'superadmin');
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body: Record<string, unknown>) =>
    t.request(path, { method, json: body, headers: { cookie: user.cookie } });

  describe.each([
    ['a NUL', nul],
    ['half of an emoji', halfEmoji],
  ])('with %s', (_kind, bad) => {
    it.each(bodies)(
      'is refused on the %s (400 naming %4$s)',
      async (_name, method, path, template, field) => {
        const body = JSON.parse(JSON.stringify(template).replace('"#"', JSON.stringify(bad)));
        const res = await send(method, path, body);
        expect(res.status).toBe(400);
        const { error } = await res.json();
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.message).toBe(
          `${field}: contains a character that cannot be stored (a NUL or half of an emoji)`,
        );
        expect(error.fields).toEqual({ [field]: expect.any(String) });
      },
    );
  });

  it('writes nothing and takes no rate-limit count for a refused contact message', async () => {
    for (let i = 0; i < 12; i += 1) {
      const res = await t.request('/api/contact-messages', {
        method: 'POST',
        json: { name: 'Amina', email: 'amina@example.co.ke', interest: 'general', message: nul },
        clientIp: '203.0.113.77',
      });
      expect(res.status).toBe(400);
    }
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
    const accepted = await t.request('/api/contact-messages', {
      method: 'POST',
      json: {
        name: 'Amina',
        email: 'amina@example.co.ke',
        interest: 'general',
        message: 'Habari, nina swali.',
      },
      clientIp: '203.0.113.77',
    });
    expect(accepted.status).toBe(201);
  });

  it.each([
    ['a NUL in an id of the path', '/api/kyc/documents/%00/file'],
    ['a NUL in a stored file path', '/api/kyc/files/abc%00.pdf'],
    ['a NUL in the query', '/api/search?q=Kilimani%00'],
    ['a broken % sequence', '/api/listings/%E0%A4%A'],
  ])('refuses %s (400)', async (_name, path) => {
    const res = await t.request(path, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('BAD_REQUEST');
  });

  it('keeps accepting emoji, Kiswahili and a literal percent sign', async () => {
    const res = await t.request('/api/search?q=' + encodeURIComponent('nyumba 🏠 Ngʼambo 100%'));
    expect(res.status).toBe(200);
  });

  it('refuses an unstorable upload field or file name (400 naming it)', async () => {
    const form = new FormData();
    form.set('category', 'id_front\u0000');
    form.set('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'id.jpg');
    const res = await t.request('/api/kyc/documents', {
      method: 'POST',
      body: form,
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ category: expect.any(String) });
  });
});
