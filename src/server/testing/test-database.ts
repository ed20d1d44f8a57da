import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { applyMigrations } from '../db/migrate';

/**
 * Copies the migrated template (migrated-database.global-setup.ts). PostgreSQL refuses a copy while another
 * session is connected to the template, and two suites copying at once can meet that for an instant: retry.
 */
async function createDatabase(admin: postgres.Sql, name: string, template: string | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(
        template ? `create database ${name} template ${template}` : `create database ${name}`,
      );
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A fresh, migrated database for one test suite: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (`npm run test:pg`), dropped again by `close`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Started from the migrated copy the global setup made once (migrated-database.global-setup.ts): a new
    // PGlite runs initdb, which costs twice what loading the copy does.
    const snapshot = inject('migratedDatabase');
    if (snapshot) return openDatabase({ loadDataDir: new Blob([readFileSync(snapshot)]) });
    const handle = await openDatabase({});
    await applyMigrations(handle);
    return handle;
  }
  const name = `abode_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = inject('migratedTemplate');
  await createDatabase(admin, name, template);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), maxConnections: 4 });
  if (!template) await applyMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
