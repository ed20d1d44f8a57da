import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database with every migration applied; absent on PostgreSQL. */
    migratedDatabase: string | undefined;
  }
}

/**
 * Migrates one embedded database before the suites run and leaves its data folder in a file, so each suite's
 * fresh database (createTestDatabase) loads that copy instead of running initdb and every migration again.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('migratedDatabase', undefined);
    return;
  }
  const handle = await openDatabase({});
  await applyMigrations(handle);
  const dump = await handle.dumpDataDir!();
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'abode-test-db-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDatabase', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
