import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyUnits, tenancies, users } from '../../db/schema/index';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { choosePaybillAccount } from './paybill-accounts';

describe('choosePaybillAccount', () => {
  let database: DatabaseHandle;
  let unitId: string;
  let tenantId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'paybill@example.co.ke', name: 'Paybill Test' })
      .returning({ id: users.id });
    tenantId = user!.id;
    await database.db.insert(properties).values({
      id: 'ABD-7K3Q',
      name: 'Kilimani Heights',
      address: 'Argwings Kodhek Road',
      city: 'Nairobi',
      state: 'Nairobi County',
      landlordId: tenantId,
    });
    const [unit] = await database.db
      .insert(propertyUnits)
      .values({ propertyId: 'ABD-7K3Q', label: 'Apt 101', monthlyRent: 1, deposit: 0 })
      .returning({ id: propertyUnits.id });
    unitId = unit!.id;
  });
  afterAll(() => database.close());

  const choose = (unitLabel: string) =>
    database.db.transaction((tx) => choosePaybillAccount(tx, { propertyId: 'ABD-7K3Q', unitLabel }));
  const take = (account: string) =>
    database.db.insert(tenancies).values({
      unitId,
      tenantId,
      monthlyRent: 1,
      deposit: 0,
      dueDay: 1,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      status: 'ended',
      paybillAccount: account,
    });

  it.each([
    ['Apt 101', '7K3QAPT101'],
    ['shop-3', '7K3QSHOP3'],
    ['Apartment 1204', '7K3QMENT1204'],
    ['Nyumba ya Juu', '7K3QMBAYAJUU'],
    ['—', '7K3QUNIT'],
  ])('%s → %s: letters and digits, at most 12', async (label, account) => {
    expect(await choose(label)).toBe(account);
  });

  it('gives a unit let again the first free numbered account, never one already used', async () => {
    await take('7K3QAPT101');
    expect(await choose('Apt 101')).toBe('7K3QAPT101R2');
    await take('7K3QAPT101R2');
    await take('7K3QAPT101R3');
    expect(await choose('Apt 101')).toBe('7K3QAPT101R4');
    await take('7K3QMENT1204');
    expect(await choose('Apartment 1204')).toBe('7K3QMENT12R2');
  });
});
