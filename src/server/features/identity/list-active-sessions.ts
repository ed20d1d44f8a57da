import { and, desc, eq, gt } from 'drizzle-orm';
import type { ActiveSessionList } from '@common/auth/account-security';
import { requireSignedIn, type ServiceContext } from '../../context';
import { authSessions } from '../../db/schema/index';
import { deviceName } from './device-name';

/** GET /api/identity/sessions: the account's sessions that have not ended, most recently used first. */
export async function listActiveSessions(ctx: ServiceContext): Promise<ActiveSessionList> {
  const actor = requireSignedIn(ctx);
  const rows = await ctx.db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, actor.userId), gt(authSessions.expiresAt, ctx.now())))
    .orderBy(desc(authSessions.updatedAt))
    .limit(50);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      lastUsedAt: row.updatedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      current: row.id === actor.sessionId,
    })),
  };
}
