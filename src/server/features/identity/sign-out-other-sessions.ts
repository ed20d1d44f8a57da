import { and, eq, ne } from 'drizzle-orm';
import { requireSignedIn, type ServiceContext } from '../../context';
import { authSessions } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';

/** Ends every session of the account but this one, with its audit event, in one transaction. */
export async function endOtherSessions(
  ctx: ServiceContext,
  input: { userId: string; keepSessionId: string | undefined; reason: string },
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const ended = await tx
      .delete(authSessions)
      .where(
        and(
          eq(authSessions.userId, input.userId),
          ...(input.keepSessionId ? [ne(authSessions.id, input.keepSessionId)] : []),
        ),
      )
      .returning({ id: authSessions.id });
    await recordAuditEvent(tx, {
      actorUserId: input.userId,
      action: 'account.other_sessions_ended',
      subjectType: 'account',
      subjectId: input.userId,
      details: { ended: ended.length, reason: input.reason },
    });
    return ended.length;
  });
}

/** POST /api/identity/sessions/sign-out-others: 'Sign out of all devices' but this one. */
export async function signOutOtherSessions(ctx: ServiceContext): Promise<{ ended: number }> {
  const actor = requireSignedIn(ctx);
  const ended = await endOtherSessions(ctx, {
    userId: actor.userId,
    keepSessionId: actor.sessionId,
    reason: 'signed out of all devices',
  });
  ctx.logger.info({ userId: actor.userId, ended }, 'signed out of the other devices');
  return { ended };
}
