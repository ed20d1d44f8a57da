import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema/index';
import { seedContactMessages } from '../features/contact';
import { seedDemoServiceProviders } from '../features/home-services';
import { seedDemoAccounts } from '../features/identity';
import { seedDemoListings } from '../features/listings';
import { seedDemoRentHistory } from '../features/payments';
import { seedDemoProperties, seedDemoUnitsAndTenancies } from '../features/tenancy';
import type { SeedOptions, Seeder } from '../lib/demo-seeder';

/** In dependency order. Each seeder is idempotent on its own: fixed ids, insert-if-missing. */
const seeders: Array<[name: string, seeder: Seeder]> = [
  ['contact messages', seedContactMessages],
  ['demo accounts', seedDemoAccounts],
  ['properties', seedDemoProperties],
  ['units and tenancies', seedDemoUnitsAndTenancies],
  ['rent history', seedDemoRentHistory],
  ['listings', seedDemoListings],
  ['service providers', seedDemoServiceProviders],
];

const seededKey = 'demo_data_seeded_at';

export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  if (options.firstStartOnly) {
    const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, seededKey));
    if (seeded) return;
  }
  for (const [name, seeder] of seeders) {
    const started = performance.now();
    await seeder(db, options);
    options.logger.debug({ seeder: name, ms: Math.round(performance.now() - started) }, 'seeded');
  }
  const now = new Date();
  await db
    .insert(appMeta)
    .values({ key: seededKey, value: now.toISOString(), updatedAt: now })
    .onConflictDoNothing();
  options.logger.info('Demo data is loaded');
}
