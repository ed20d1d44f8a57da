import type { MarketingConsent, MarketingConsentData } from '@common/privacy/privacy-contracts';
import { requireSignedIn, type ServiceContext } from '../../context';
import { marketingConsentEvents } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { marketingConsentInForce } from './marketing-consent-in-force';

/**
 * PUT /api/privacy/marketing-consent: gives or withdraws consent to receive updates. Every choice is appended
 * with its time, even one that changes nothing, so the record shows each time the person said so.
 */
export async function setMarketingConsent(
  ctx: ServiceContext,
  input: MarketingConsentData,
): Promise<MarketingConsent> {
  const actor = requireSignedIn(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.insert(marketingConsentEvents).values({
      userId: actor.userId,
      consented: input.consented,
      source: 'profile',
      recordedAt: ctx.now(),
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: input.consented ? 'account.marketing_consent_given' : 'account.marketing_consent_withdrawn',
      subjectType: 'account',
      subjectId: actor.userId,
    });
    return marketingConsentInForce(tx, actor.userId);
  });
}
