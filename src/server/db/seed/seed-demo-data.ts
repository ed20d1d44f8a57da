import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../client';
import { appMeta } from '../schema/index';
import { seedContactMessages } from './contact-messages';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoListings } from './listings';
import { seedDemoProperties } from './properties';
import { seedDemoServiceProviders } from './service-providers';

export interface SeedOptions {
  logger: Logger;
  /** At server start: skip when the demo data was loaded before, so a restart costs nothing. */
  firstStartOnly?: boolean;
  /** Demo listings to load (`npm run seed -- --listings N`); 2,000 when omitted. */
  listings?: number;
  /** Demo service providers to load (`npm run seed -- --providers N`); 60 when omitted. */
  providers?: number;
}

export type Seeder = (db: Database, options: SeedOptions) => Promise<void>;

/** In dependency order. Each seeder is idempotent on its own: fixed ids, insert-if-missing. */
const seeders: Array<[name: string, seeder: Seeder]> = [
  ['contact messages', seedContactMessages],
  ['demo accounts', seedDemoAccounts],
  ['properties', seedDemoProperties],
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
