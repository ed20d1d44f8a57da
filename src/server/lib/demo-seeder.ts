import type { Logger } from 'pino';
import type { Database } from '../db/client';

export interface SeedOptions {
  logger: Logger;
  /** At server start: skip when the demo data was loaded before, so a restart costs nothing. */
  firstStartOnly?: boolean;
  /** Demo listings to load (`npm run seed -- --listings N`); 2,000 when omitted. */
  listings?: number;
  /** Demo service providers to load (`npm run seed -- --providers N`); 60 when omitted. */
  providers?: number;
}

/** A feature's demo data loader: idempotent on its own (fixed ids, insert-if-missing). */
export type Seeder = (db: Database, options: SeedOptions) => Promise<void>;
