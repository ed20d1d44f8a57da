import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycDocuments, profiles, serviceProviders, userRoles } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../../db/client';
import { selectAnyProvider, selectListedProviders } from './provider-rows';
import { insertProvider } from './testing/service-fixtures';

/**
 * service_providers.listed and .verified are kept by triggers (migration 0036) so the search can rank one
 * table. After every kind of change they must equal what the app defines: listed as selectListedProviders
 * joins it (phone verified, provider role), verified as approvedKycOwners computes it (the required KYC
 * documents approved). A change to either definition that the triggers miss fails here.
 */
describe('the listed and verified flags of service providers', () => {
  let database: DatabaseHandle;
  const owner: Record<string, string> = {};

  const flags = async () => {
    const db = database.db;
    const columns = await db
      .select({
        id: serviceProviders.id,
        listed: serviceProviders.listed,
        verified: serviceProviders.verified,
      })
      .from(serviceProviders);
    const listed = new Set((await selectListedProviders(db)).map((row) => row.id));
    const verified = new Set(
      (await selectAnyProvider(db)).filter((row) => row.verified).map((row) => row.id),
    );
    return { columns, listed, verified };
  };

  /** Every provider's columns equal the definitions; returns the named provider's flags. */
  const expectFlagsAsDefined = async (id: string) => {
    const { columns, listed, verified } = await flags();
    for (const row of columns) {
      expect({ id: row.id, listed: row.listed, verified: row.verified }).toEqual({
        id: row.id,
        listed: listed.has(row.id),
        verified: verified.has(row.id),
      });
    }
    const row = columns.find((column) => column.id === id)!;
    return { listed: row.listed, verified: row.verified };
  };

  const ownerOf = async (id: string) => {
    const [row] = await database.db
      .select({ userId: serviceProviders.userId })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, id));
    return row!.userId;
  };

  const addDocument = (userId: string, category: 'id_front' | 'id_back' | 'selfie', status: string) =>
    database.db.insert(kycDocuments).values({
      userId,
      documentType: category === 'selfie' ? 'Selfie' : 'National ID',
      documentCategory: category,
      documentPath: `profile_documents/${userId}/${category}/flags.jpg`,
      fileLabel: `${category}.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: 1000,
      status,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    owner.plain = await insertProvider(database.db, { businessName: 'Plain Plumbing' });
    owner.verifiedAtStart = await insertProvider(database.db, {
      businessName: 'Verified From The Start',
      approvedKyc: ['id_front', 'id_back', 'selfie'],
    });
    owner.hidden = await insertProvider(database.db, {
      businessName: 'Hidden Plumbing',
      phoneVerified: false,
    });
  });
  afterAll(() => database.close());

  it('computes both when a provider is created', async () => {
    expect(await expectFlagsAsDefined(owner.plain!)).toEqual({ listed: true, verified: false });
    expect(await expectFlagsAsDefined(owner.verifiedAtStart!)).toEqual({ listed: true, verified: true });
    expect(await expectFlagsAsDefined(owner.hidden!)).toEqual({ listed: false, verified: false });
  });

  it('lists a provider once the phone is verified and unlists it when the phone or the role goes', async () => {
    const userId = await ownerOf(owner.hidden!);
    await database.db.update(profiles).set({ phoneVerifiedAt: new Date() }).where(eq(profiles.id, userId));
    expect(await expectFlagsAsDefined(owner.hidden!)).toMatchObject({ listed: true });

    await database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'service_provider')));
    expect(await expectFlagsAsDefined(owner.hidden!)).toMatchObject({ listed: false });
    await database.db.insert(userRoles).values({ userId, role: 'service_provider' });
    expect(await expectFlagsAsDefined(owner.hidden!)).toMatchObject({ listed: true });

    await database.db.update(profiles).set({ phoneVerifiedAt: null }).where(eq(profiles.id, userId));
    expect(await expectFlagsAsDefined(owner.hidden!)).toMatchObject({ listed: false });
  });

  it('verifies a provider only while all three required documents are approved', async () => {
    const userId = await ownerOf(owner.plain!);
    await addDocument(userId, 'id_front', 'approved');
    await addDocument(userId, 'id_back', 'approved');
    expect(await expectFlagsAsDefined(owner.plain!)).toMatchObject({ verified: false });
    await addDocument(userId, 'selfie', 'pending');
    expect(await expectFlagsAsDefined(owner.plain!)).toMatchObject({ verified: false });

    const selfie = and(eq(kycDocuments.userId, userId), eq(kycDocuments.documentCategory, 'selfie'));
    await database.db.update(kycDocuments).set({ status: 'approved' }).where(selfie);
    expect(await expectFlagsAsDefined(owner.plain!)).toMatchObject({ verified: true });
    await database.db.update(kycDocuments).set({ status: 'rejected' }).where(selfie);
    expect(await expectFlagsAsDefined(owner.plain!)).toMatchObject({ verified: false });
    await database.db.update(kycDocuments).set({ status: 'approved' }).where(selfie);
    expect(await expectFlagsAsDefined(owner.plain!)).toMatchObject({ verified: true });

    // Removing one of the three undoes it.
    await database.db.delete(kycDocuments).where(selfie);
    expect(await expectFlagsAsDefined(owner.plain!)).toMatchObject({ verified: false });
  });

  it('ignores a direct write of the flags: the database computes them again', async () => {
    await database.db
      .update(serviceProviders)
      .set({ listed: true, verified: true })
      .where(eq(serviceProviders.id, owner.hidden!));
    expect(await expectFlagsAsDefined(owner.hidden!)).toEqual({ listed: false, verified: false });
  });

  it('moves the flags with the profile when it changes owner', async () => {
    const verifiedOwner = await ownerOf(owner.verifiedAtStart!);
    // The verified owner's profile goes; a new profile for that owner takes their flags at once.
    await database.db.delete(serviceProviders).where(eq(serviceProviders.id, owner.verifiedAtStart!));
    await database.db
      .update(serviceProviders)
      .set({ userId: verifiedOwner })
      .where(eq(serviceProviders.id, owner.hidden!));
    expect(await expectFlagsAsDefined(owner.hidden!)).toEqual({ listed: true, verified: true });
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(serviceProviders);
    expect(count!.n).toBe(2);
  });
});
