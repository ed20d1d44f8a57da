import type { Me } from '@common/auth/me';
import type { ServiceContext } from '../../context';
import { loadMe } from './load-me';

/**
 * GET /api/me: the signed-in user (also while the phone awaits its code), or null for a visitor. Not a 401:
 * every page asks, and a browser logs each 4xx in its console as an error.
 */
export async function getMe(ctx: ServiceContext): Promise<Me | null> {
  if (!ctx.actor) return null;
  return loadMe(ctx.db, ctx.actor.userId);
}
