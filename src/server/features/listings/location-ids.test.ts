import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seedLocations } from './demo/seed-demo-listings';
import { createTestDatabase } from '../../testing/test-database';
import { locationIdsOf } from './location-ids';

describe('locationIdsOf', () => {
  let database: DatabaseHandle;
  let ids: Map<string, number>;

  beforeAll(async () => {
    database = await createTestDatabase();
    ids = await seedLocations(database.db);
  });
  afterAll(() => database.close());

  it('finds areas by name and by a stored alias, in the order asked, each once', async () => {
    expect(await locationIdsOf(database.db, ['Kilimani', 'Westlands'])).toEqual([
      ids.get('Kilimani'),
      ids.get('Westlands'),
    ]);
    // A fresh database each time, so the second lookup is not answered from the first one's cache.
    const other = await createTestDatabase();
    try {
      const otherIds = await seedLocations(other.db);
      expect(await locationIdsOf(other.db, ['Westie', 'Kile', 'Westlands'])).toEqual([
        otherIds.get('Westlands'),
        otherIds.get('Kileleshwa'),
      ]);
    } finally {
      await other.close();
    }
  });

  it('skips names it does not know', async () => {
    expect(await locationIdsOf(database.db, ['Atlantis', 'Kili'])).toEqual([ids.get('Kilimani')]);
    expect(await locationIdsOf(database.db, [])).toEqual([]);
  });
});
