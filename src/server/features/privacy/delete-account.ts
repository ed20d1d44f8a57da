import { and, eq, or } from 'drizzle-orm';
import type { AccountDeleted, DeleteAccountData } from '@common/privacy/privacy-contracts';
import { privacyTexts } from '@common/privacy/privacy-texts';
import { requireSignedIn, type ServiceContext } from '../../context';
import { authAccounts, properties, propertyUnits, tenancies, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit } from '../../lib/rate-limit';
import { deleteObjectOrRecord } from '../../lib/storage/storage-orphans';
import { verifyPassword } from '../identity';
import { erasureSteps } from './erase-personal-data';

/** Enough for a person who mistypes; too few to guess a password with a stolen session. */
export const accountDeletionLimit = { limit: 5, windowSeconds: 15 * 60 } as const;

const wrongPassword = () =>
  new AppError('VALIDATION_FAILED', `password: ${privacyTexts.validation.passwordWrong}`, {
    fields: { password: privacyTexts.validation.passwordWrong },
  });

/**
 * POST /api/privacy/account-deletion: the user, confirming with their password, erases their account (right
 * to erasure, Data Protection Act 2019 s. 40). In one transaction every step of `erasureSteps` runs and the
 * audit event is written; the stored files go after the commit (a file that will not go is recorded for the
 * cleanup sweep). Refused (409) while the user rents, or lets, a unit under an active tenancy.
 */
export async function deleteAccount(ctx: ServiceContext, input: DeleteAccountData): Promise<AccountDeleted> {
  const actor = requireSignedIn(ctx);
  await consumeRateLimit(
    ctx.db,
    {
      key: `account-deletion:${actor.userId}`,
      ...accountDeletionLimit,
      message: privacyTexts.deletionsLimited,
    },
    ctx.now(),
  );
  const [credential] = await ctx.db
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, actor.userId), eq(authAccounts.providerId, 'credential')));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password: input.password })))
    throw wrongPassword();
  const now = ctx.now();
  const { files, erased } = await ctx.db.transaction(async (tx) => {
    // Locked, so a second deletion (or a sign-in renewing a session) waits for this one.
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for('update');
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    // An active tenancy is a contract in force (rent falls due): its end is recorded first, by the landlord.
    const [renting] = await tx
      .select({ tenantId: tenancies.tenantId })
      .from(tenancies)
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .where(
        and(
          eq(tenancies.status, 'active'),
          or(eq(tenancies.tenantId, actor.userId), eq(properties.landlordId, actor.userId)),
        ),
      )
      .limit(1);
    if (renting) {
      const message =
        renting.tenantId === actor.userId ? privacyTexts.stillTenant : privacyTexts.stillLandlord;
      throw new AppError('CONFLICT', message);
    }
    const subject = { userId: actor.userId, email: user.email };
    const stored: string[] = [];
    const counts: Record<string, number> = {};
    for (const step of erasureSteps) {
      const result = await step.erase(tx, subject, now);
      counts[step.name] = result.rows;
      stored.push(...(result.files ?? []));
    }
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'account.deleted',
      subjectType: 'account',
      subjectId: actor.userId,
      details: { erased: counts, files: stored.length },
    });
    return { files: stored, erased: counts };
  });
  for (const key of files) await deleteObjectOrRecord(ctx.db, ctx.storage, ctx.logger, key);
  ctx.logger.info({ userId: actor.userId, erased, files: files.length }, 'account deleted');
  return { deleted: true };
}
