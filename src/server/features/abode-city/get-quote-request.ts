import type { QuoteRequestView } from '@common/abode-city/abode-city-contracts';
import { abodeCityMessages } from '@common/abode-city/abode-city-messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { accessOf, requireSessionOrKey, findQuoteRequest, loadQuoteRequestView } from './quote-request-rows';

/**
 * GET /api/abode-city/quote-requests/:id: for its signed-in requester, the holder of its private link's key,
 * and the team; anyone else gets the 404 of none (401 signed out without a key).
 */
export async function getQuoteRequest(
  ctx: ServiceContext,
  input: { id: string; key: string | undefined },
): Promise<QuoteRequestView> {
  requireSessionOrKey(ctx, input.key);
  const found = await findQuoteRequest(ctx.db, input.id);
  const access = accessOf(ctx, found, input.key);
  if (!access) {
    throw new AppError('NOT_FOUND', abodeCityMessages.notFound.request);
  }
  return loadQuoteRequestView(ctx.db, found, ctx.now(), access === 'requester');
}
