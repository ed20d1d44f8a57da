import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredKycCategories } from '@common/kyc/kyc-documents';
import { kycDocuments } from '../../db/schema/index';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('a KYC decision tells its owner', () => {
  let t: TestApp;
  let admin: TestUser;
  const sms = eventSmsRunner(() => t);

  /** The user's three required documents, waiting for review (their files do not matter to a decision). */
  const pendingDocuments = async (user: TestUser) => {
    const rows = await t.database.db
      .insert(kycDocuments)
      .values(
        requiredKycCategories.map((category) => ({
          userId: user.userId,
          documentType: 'National ID',
          documentCategory: category,
          documentPath: `profile_documents/${user.userId}/${category}/doc.jpg`,
          fileLabel: `${category}.jpg`,
          contentType: 'image/jpeg',
          sizeBytes: 1_000,
          status: 'pending',
        })),
      )
      .returning({ id: kycDocuments.id, category: kycDocuments.documentCategory });
    return Object.fromEntries(rows.map((row) => [row.category, row.id])) as Record<string, string>;
  };
  const decide = async (id: string, decision: 'approve' | 'reject', reason?: string) => {
    const res = await t.request(`/api/kyc/documents/${id}/${decision}`, {
      method: 'POST',
      ...(reason ? { json: { reason } } : {}),
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, 'superadmin');
  });
  afterAll(() => t.close());

  it('in the app of every decision; by SMS, once, of a rejection and of the approval that verifies them', async () => {
    const user = await signedInAs(t, 'tenant');
    const ids = await pendingDocuments(user);
    await decide(ids.id_front!, 'approve');
    expect(await sms.notices(`kyc.approved:${ids.id_front}:`)).toMatchObject([
      { userId: user.userId, kind: 'kyc', title: 'ID front approved', link: '/kyc-verification' },
    ]);
    expect(await sms.smsJobs(`kyc.approved:${ids.id_front}:`)).toEqual([]);

    await decide(ids.id_back!, 'reject', 'the photo is blurred.');
    const rejected = await sms.notices(`kyc.rejected:${ids.id_back}:`);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({
      title: 'ID back not accepted',
      body: 'The photo is blurred. Upload a new one under Identity verification.',
    });
    expect(await sms.smsJobs(`kyc.rejected:${ids.id_back}:`)).toHaveLength(1);
    await sms.deliver();
    await sms.deliver();
    expect(await sms.textsTo(user)).toEqual([
      'ABODE: ID back not accepted. The photo is blurred. Upload a new one under Identity verification.',
    ]);

    // A clearer ID back is uploaded (the same document, pending again); its approval and the selfie's verify them.
    await t.database.db
      .update(kycDocuments)
      .set({ status: 'pending', rejectionReason: null })
      .where(eq(kycDocuments.id, ids.id_back!));
    await decide(ids.id_back!, 'approve');
    await decide(ids.selfie!, 'approve');
    expect(await sms.notices(`kyc.approved:${ids.selfie}:`)).toMatchObject([{ title: 'Identity verified' }]);
    expect(await sms.smsJobs(`kyc.approved:${ids.id_back}:`)).toEqual([]);
    await sms.deliver();
    expect(await sms.textsTo(user)).toEqual([
      'ABODE: ID back not accepted. The photo is blurred. Upload a new one under Identity verification.',
      'ABODE: Identity verified. Your ID and selfie were approved. Your ABODE account is verified.',
    ]);
  });

  it('texts nothing to someone who turned identity SMS off, and still tells them in the app', async () => {
    const user = await signedInAs(t, 'tenant');
    await sms.smsOff(user, 'kyc');
    const ids = await pendingDocuments(user);
    await decide(ids.selfie!, 'reject', 'Your face is not in the photo');
    await sms.deliver();
    expect(await sms.textsTo(user)).toEqual([]);
    expect(await sms.notices(`kyc.rejected:${ids.selfie}:`)).toMatchObject([
      {
        userId: user.userId,
        body: 'Your face is not in the photo. Upload a new one under Identity verification.',
      },
    ]);
  });
});
