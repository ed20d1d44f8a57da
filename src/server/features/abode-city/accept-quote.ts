import { eq } from 'drizzle-orm';
import type { QuoteRequestView } from '@common/abode-city/abode-city-contracts';
import { abodeCityMessages } from '@common/abode-city/abode-city-messages';
import { smsTexts } from '@common/notifications/sms-texts';
import type { ServiceContext } from '../../context';
import { abodeCityQuoteRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { phoneLocale } from '../../lib/user-locale';
import { enqueuePhoneSms } from './abode-city-sms';
import {
  accessOf,
  requireSessionOrKey,
  findQuoteRequest,
  isExpired,
  loadQuoteRequestView,
} from './quote-request-rows';

const c = abodeCityMessages.conflict;

/**
 * POST /api/abode-city/quote-requests/:id/accept: the requester (signed in, or holding the private link's key)
 * accepts the quote once, on or before its validity date; the row is locked, so two accepts at once accept
 * once. Anyone else gets the 404 of none; a request not yet quoted, accepted already or expired is a 409
 * saying why. The team is texted on its office line.
 */
export async function acceptQuote(
  ctx: ServiceContext,
  input: { id: string; key: string | undefined },
): Promise<QuoteRequestView> {
  requireSessionOrKey(ctx, input.key);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = await findQuoteRequest(tx, input.id, { lock: true });
    if (accessOf(ctx, found, input.key) !== 'requester') {
      throw new AppError('NOT_FOUND', abodeCityMessages.notFound.request);
    }
    if (found.status === 'requested') throw new AppError('CONFLICT', c.notQuoted, { reason: 'NOT_QUOTED' });
    if (found.status === 'accepted') {
      throw new AppError('CONFLICT', c.alreadyAccepted, { reason: 'ALREADY_ACCEPTED' });
    }
    if (isExpired(found, now)) {
      throw new AppError('CONFLICT', c.expired(found.quoteValidUntil!), { reason: 'QUOTE_EXPIRED' });
    }
    const [row] = await tx
      .update(abodeCityQuoteRequests)
      .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
      .where(eq(abodeCityQuoteRequests.id, found.id))
      .returning();
    const accepted = row!;
    await recordAuditEvent(tx, {
      actorUserId: ctx.actor?.userId ?? null,
      action: 'abode_city_quote.accepted',
      subjectType: 'abode_city_quote_request',
      subjectId: accepted.id,
      details: { total: accepted.quoteTotal, viaLink: Boolean(input.key) && !ctx.actor },
    });
    await enqueuePhoneSms(tx, {
      to: ctx.config.ABODE_CITY_PHONE,
      text: smsTexts[await phoneLocale(tx, ctx.config.ABODE_CITY_PHONE)].abodeCityTeamAccepted(
        accepted,
        accepted.service,
        accepted.quoteTotal ?? 0,
      ),
      dedupeKey: `quote:${accepted.id}:team-accepted`,
      at: now,
    });
    return loadQuoteRequestView(tx, accepted, now, true);
  });
}
