import { and, eq, isNotNull } from 'drizzle-orm';
import { normalizeKenyanPhone } from '@common/phone/kenyan-phone';
import type { ManagedProperty } from '@common/tenancy/rent-terms';
import { rentTermsMessages } from '@common/tenancy/rent-terms-messages';
import { requirePermission, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { profiles, properties, userRoles, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { loadManagedProperty, lockOwnProperty } from './managed-properties';

/**
 * The caretaker account a landlord names by email or verified phone. Only an account that holds the
 * caretaker role qualifies: naming someone gives them the property's tenants' contacts.
 */
async function findCaretaker(tx: Transaction, contact: string): Promise<string | null> {
  const phone = normalizeKenyanPhone(contact);
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'caretaker')))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      phone
        ? and(eq(profiles.phone, phone), isNotNull(profiles.phoneVerifiedAt))
        : eq(users.email, contact.toLowerCase()),
    )
    .limit(1);
  return found?.id ?? null;
}

/**
 * PUT /api/properties/:id/caretaker: the landlord names the property's caretaker by phone or email, or takes
 * the caretaker off (null). The caretaker then confirms tenants and sees the property's work.
 */
export async function namePropertyCaretaker(
  ctx: ServiceContext,
  input: { id: string; contact: string | null },
): Promise<ManagedProperty> {
  const actor = requirePermission(ctx, 'manage:property:own');
  return ctx.db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, actor, input.id);
    let caretakerId: string | null = null;
    if (input.contact !== null) {
      caretakerId = await findCaretaker(tx, input.contact);
      if (!caretakerId) throw new AppError('BAD_REQUEST', rentTermsMessages.caretakerNotFound);
      if (caretakerId === actor.userId) {
        throw new AppError('BAD_REQUEST', rentTermsMessages.caretakerIsLandlord);
      }
    }
    await tx.update(properties).set({ caretakerId }).where(eq(properties.id, property.id));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: caretakerId ? 'property.caretaker_named' : 'property.caretaker_removed',
      subjectType: 'property',
      subjectId: property.id,
      details: { caretakerId, previousCaretakerId: property.caretakerId },
    });
    return loadManagedProperty(tx, actor, property.id);
  });
}
