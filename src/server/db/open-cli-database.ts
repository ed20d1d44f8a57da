import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock';

export interface CliDatabase {
  database: DatabaseHandle;
  /** Where it is, for the command's output. */
  where: string;
  close(): Promise<void>;
}

/**
 * The configured database for an operator's command (DATABASE_URL, or the embedded one in DATA_DIR, locked
 * so no server opens it meanwhile), without migrating it. A bad setting, a folder holding no database or one
 * a server holds: one line on stderr, exit 2.
 */
export async function openCliDatabase(command: string): Promise<CliDatabase> {
  let lock: DataDirLock | undefined;
  try {
    const config = loadConfig();
    // Opening a folder that holds no database would make an empty one.
    if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'pglite'))) {
      console.error(`${command}: no embedded database in ${config.DATA_DIR} (set DATA_DIR or DATABASE_URL).`);
      process.exit(2);
    }
    lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
    const database = await openDatabase(
      config.DATABASE_URL
        ? { url: config.DATABASE_URL, maxConnections: 1 }
        : { dataDir: path.join(config.DATA_DIR, 'pglite') },
    );
    return {
      database,
      where: config.DATABASE_URL
        ? 'PostgreSQL (DATABASE_URL)'
        : `the embedded database in ${config.DATA_DIR}`,
      close: async () => {
        await database.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
