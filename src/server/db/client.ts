import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { withPreparedStatements } from './prepared-statements';
import * as schema from './schema/index';

export { schema };

// Both drivers build the same PgDatabase; the postgres-js type is used as the one name for it so services
// do not care which engine runs underneath.
export type Database = PostgresJsDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `fn` while holding a lock every process on this database respects, so that start-up work
   * (migrations, the demo data) is done by one server at a time when several start together: a second one
   * waits, then finds it done. The embedded database has one process anyway (the data folder's lock).
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  /** The embedded database's whole data folder as one file, for `loadDataDir`; absent on PostgreSQL. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  url?: string;
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string;
  /** Connections in the PostgreSQL pool. */
  maxConnections?: number;
  /** PostgreSQL: prepare statements once per connection (withPreparedStatements); on unless false. */
  preparedStatements?: boolean;
  /** In memory only: start from this dump of a data folder (dumpDataDir) instead of an empty database. */
  loadDataDir?: Blob;
}

/** The first half of the start-up lock's two-part advisory key; single-key advisory locks never meet it. */
const startUpLockKey = 0x41424f44; // "ABOD"

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      connection: { application_name: 'abode' },
    });
    const db = drizzlePostgres(
      options.preparedStatements === false ? client : withPreparedStatements(client),
      { schema },
    );
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.end({ timeout: 5 }),
      exclusively: async (fn) => {
        // A session lock on a connection of its own: the pool's connections come and go between queries, and
        // a server that dies mid-migration loses its connection and with it the lock.
        const lockClient = postgres(options.url!, { max: 1, onnotice: () => {} });
        try {
          await lockClient`select pg_advisory_lock(${startUpLockKey}, 0)`;
          return await fn();
        } finally {
          await lockClient.end({ timeout: 5 });
        }
      },
    };
  }
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    ping: async () => {
      if (client.closed) throw new Error('The embedded database is closed');
      await client.query('select 1');
    },
    close: () => client.close(),
    exclusively: (fn) => fn(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
