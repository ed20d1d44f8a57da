import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';
import { applyMigrations } from '../../db/migrate';
import { createTestDatabase } from '../../testing/test-database';
import { createPerson, deposit } from './testing/ledger-fixtures';

const cli = path.resolve('src/server/features/ledger/ledger-check-cli.ts');
const tsx = path.resolve('node_modules/.bin/tsx');

/**
 * `npm run ledger:check` as an operator runs it: on PostgreSQL (DATABASE_URL) under `npm run test:pg`, else
 * on an embedded database in a DATA_DIR of its own.
 */
describe('npm run ledger:check', () => {
  let database: DatabaseHandle;
  let env: Record<string, string>;
  let dataDir: string | undefined;

  beforeAll(async () => {
    const onServer = await createTestDatabase();
    if (onServer.kind === 'postgres') {
      database = onServer;
      const [row] = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      env = { DATABASE_URL: url.toString() };
    } else {
      await onServer.close();
      dataDir = mkdtempSync(path.join(tmpdir(), 'abode-ledger-check-'));
      database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      await applyMigrations(database);
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
  });
  afterAll(async () => {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The embedded database takes one process at a time, so it is closed while the command runs. */
  async function run() {
    if (dataDir) await database.close();
    const result = spawnSync(tsx, [cli], {
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
    });
    if (dataDir) database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    return result;
  }

  it('prints one line of figures and exits 0 on a sound ledger, 1 on drift', async () => {
    const wallet = await deposit(database.db, await createPerson(database.db), 12_500);
    const sound = await run();
    expect(sound.stderr).toBe('');
    expect(sound.status).toBe(0);
    expect(sound.stdout).toMatch(
      /^ledger:check .+: 1 transactions, 2 postings, 2 accounts; wallets hold KES 12,500; no drift; \d+\.\d\d s\n$/,
    );

    await database.db.update(ledgerAccounts).set({ balance: 12_000 }).where(eq(ledgerAccounts.id, wallet));
    const drifted = await run();
    expect(drifted.status).toBe(1);
    expect(drifted.stdout).toContain('DRIFT (1 lines below)');
    expect(drifted.stdout).toContain(`wallet account ${wallet} caches 12000 but its postings make 12500`);
    // Two runs of the command through tsx: each compiles it afresh, which on a busy CI machine took over 30 s.
  }, 120_000);

  it('exits 2 without making a database where there is none', () => {
    const nowhere = path.join(tmpdir(), `abode-no-ledger-${process.pid}`);
    const result = spawnSync(tsx, [cli], {
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: nowhere, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`no embedded database in ${nowhere}`);
    expect(existsSync(nowhere)).toBe(false);
  });
});
