import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

/** The committed drizzle-kit migrations, found from the source tree and from the bundled server alike. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, '../../../drizzle'), path.resolve(here, '../../drizzle')]) {
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`Migrations folder not found near ${here}`);
}

export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (handle.kind === 'postgres') {
    await migratePostgres(handle.db, { migrationsFolder: migrationsFolderPath });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
  }
}
