import type { MarketingConsent } from '@common/privacy/privacy-contracts';
import { requireSignedIn, type ServiceContext } from '../../context';
import { marketingConsentInForce } from './marketing-consent-in-force';

/** GET /api/privacy/marketing-consent: whether the user agreed to receive updates, and since when. */
export async function getMarketingConsent(ctx: ServiceContext): Promise<MarketingConsent> {
  const actor = requireSignedIn(ctx);
  return marketingConsentInForce(ctx.db, actor.userId);
}
