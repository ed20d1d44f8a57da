import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv, ServiceContext } from '../context';
import { storageOf } from '../lib/storage/create-file-storage';

function clientAddress(c: Context<AppEnv>): string {
  if (c.get('deps').config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

export function serviceContext(c: Context<AppEnv>): ServiceContext {
  const deps = c.get('deps');
  return {
    db: deps.database.db,
    actor: c.get('actor'),
    config: deps.config,
    storage: storageOf(deps),
    clientKey: clientAddress(c),
    logger: c.get('logger'),
    now: () => new Date(),
  };
}
