import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv, ServiceContext } from '../context';
import { storageOf } from '../lib/storage/create-file-storage';

/**
 * The client's address. Behind `TRUST_PROXY` proxies each appends the address it heard from, so the client is
 * that many places from the right of X-Forwarded-For; anything further left was written by the client itself
 * and would let one client pose as many.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const hops = c.get('deps').config.TRUST_PROXY;
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    const client = forwarded[forwarded.length - hops] ?? forwarded[0];
    if (client) return client;
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
    // createApp always sets it.
    mpesa: deps.mpesa!,
    clientKey: clientAddress(c),
    logger: c.get('logger'),
    now: () => new Date(),
  };
}
