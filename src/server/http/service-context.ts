import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv, ServiceContext } from '../context';

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
  return {
    db: c.get('deps').database.db,
    actor: c.get('actor'),
    clientKey: clientAddress(c),
    logger: c.get('logger'),
    now: () => new Date(),
  };
}
