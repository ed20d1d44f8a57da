import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendContactMessage, storedBytes, uploadIdFront } from './testing/privacy-fixtures';

describe('POST /api/privacy/data-export', () => {
  let t: TestApp;
  let amina: TestUser;
  let other: TestUser;
  let aminaDocument: string;
  let otherDocument: string;

  beforeAll(async () => {
    t = await createTestApp();
    amina = await signedInAs(t, 'tenant', { first_name: 'Amina', last_name: 'Wanjiru' });
    other = await signedInAs(t, 'tenant', { first_name: 'Otieno', last_name: 'Odhiambo' });
    aminaDocument = await uploadIdFront(t, amina);
    otherDocument = await uploadIdFront(t, other);
    await sendContactMessage(t, amina.email, 'Amina asks about Ruaka', '203.0.113.10');
    await sendContactMessage(t, other.email, 'Otieno asks about Kisumu', '203.0.113.11');
  });
  afterAll(() => t.close());

  const exportFor = (cookie?: string) =>
    t.request('/api/privacy/data-export', { method: 'POST', headers: cookie ? { cookie } : {} });

  it('needs a session: 401', async () => {
    const res = await exportFor();
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('answers one .zip: a JSON file per section and the user’s own document file, nobody else’s', async () => {
    const res = await exportFor(amina.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="abode-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'account.json',
        'sessions.json',
        'kyc-documents.json',
        'viewing-requests.json',
        'service-requests.json',
        'contact-messages.json',
        'tenant-links.json',
        'marketing-consent.json',
        'audit-events.json',
      ]),
    );
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>;
    expect(json('account.json').account).toMatchObject({
      user: { id: amina.userId, email: amina.email, name: 'Amina Wanjiru' },
      profile: { firstName: 'Amina', lastName: 'Wanjiru', phone: amina.phone },
      roles: [expect.objectContaining({ role: 'tenant' })],
    });
    expect(json('contact-messages.json')['contact-messages']).toEqual([
      expect.objectContaining({
        email: amina.email,
        message: 'Amina asks about Ruaka',
        marketingConsent: true,
      }),
    ]);
    expect(json('kyc-documents.json')['kyc-documents']).toEqual([
      expect.objectContaining({ documentPath: aminaDocument, documentCategory: 'id_front' }),
    ]);
    const documents = names.filter((name) => name.startsWith('documents/'));
    expect(documents).toEqual([`documents/id_front-${aminaDocument.split('/').pop()}`]);
    expect(files[documents[0]!]).toEqual(await storedBytes(t, aminaDocument));

    // Nothing of the other account anywhere in the archive, and no secret.
    const everything = names
      .filter((name) => name.endsWith('.json'))
      .map((name) => strFromU8(files[name]!))
      .join('\n');
    for (const foreign of [other.userId, other.email, other.phone, 'Otieno', otherDocument]) {
      expect(everything).not.toContain(foreign);
    }
    expect(everything).not.toMatch(/"(password|token|codeHash)"/);
  });

  it('is audited', async () => {
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'account.data_exported'), eq(auditEvents.subjectId, amina.userId)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ actorUserId: amina.userId, subjectType: 'account' });
  });

  it('is limited to three archives an hour per user: the fourth answers 429', async () => {
    // The test above made one.
    for (let i = 0; i < 2; i += 1) expect((await exportFor(amina.cookie)).status).toBe(200);
    const res = await exportFor(amina.cookie);
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe('RATE_LIMITED');
    expect((await exportFor(other.cookie)).status).toBe(200);
  });
});
