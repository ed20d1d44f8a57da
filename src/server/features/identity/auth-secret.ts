import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { appMeta } from '../../db/schema/index';

const secretKey = 'auth_secret';

/**
 * BETTER_AUTH_SECRET when set (required in production). Otherwise a random secret made once for this database
 * and kept in app_meta, so a restart keeps everyone's sessions; nothing is ever hard-coded.
 */
export async function resolveAuthSecret(config: AppConfig, db: Database, logger: Logger): Promise<string> {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  await db
    .insert(appMeta)
    .values({ key: secretKey, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, secretKey));
  if (typeof row?.value !== 'string') throw new Error('The generated auth secret could not be read back');
  logger.debug(
    'BETTER_AUTH_SECRET is not set: using the secret generated for this database (not for production)',
  );
  return row.value;
}
