import type { Me } from '@common/auth/me';
import { requireSignedIn, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { loadMe } from './load-me';

/** The signed-in user (also while the phone awaits its code), or 401. */
export async function getMe(ctx: ServiceContext): Promise<Me> {
  const actor = requireSignedIn(ctx);
  const me = await loadMe(ctx.db, actor.userId);
  if (!me) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return me;
}
