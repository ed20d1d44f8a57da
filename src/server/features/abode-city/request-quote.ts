import { randomUUID } from 'node:crypto';
import type { CreatedQuoteRequest, QuoteRequestData } from '@common/abode-city/abode-city-contracts';
import { abodeCityMessages } from '@common/abode-city/abode-city-messages';
import { smsTexts } from '@common/notifications/sms-texts';
import type { ServiceContext } from '../../context';
import { abodeCityQuoteRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit } from '../../lib/rate-limit';
import { phoneLocale } from '../../lib/user-locale';
import { askerLocale, enqueuePhoneSms } from './abode-city-sms';
import { accessKeyFor, publicOrigin, quotePagePath, toQuoteRequestView } from './quote-request-rows';

/** Generous for a real client, tight enough that nobody floods the team's queue or texts strangers. */
export const quoteRequestRateLimit = { limit: 10, windowSeconds: 60 * 60 };

/**
 * POST /api/abode-city/quote-requests: anyone asks for a quote. A signed-in account's request is theirs (its
 * dashboard lists it); a visitor's is reached through a private link whose key is answered once here and
 * texted to the phone given. The team is texted on its office line. Held to ten requests an hour per account or address (many people share one mobile network address).
 */
export async function requestQuote(
  ctx: ServiceContext,
  input: QuoteRequestData,
): Promise<CreatedQuoteRequest> {
  const actor = ctx.actor;
  if (actor && actor.phoneVerified === false) {
    throw new AppError('FORBIDDEN', 'Verify your phone number to continue.', {
      reason: 'phone_not_verified',
    });
  }
  await consumeRateLimit(
    ctx.db,
    {
      key: `abode-city-quote:${actor?.userId ?? ctx.clientKey}`,
      ...quoteRequestRateLimit,
      message: abodeCityMessages.rateLimited,
    },
    ctx.now(),
  );
  const id = randomUUID();
  const access = actor ? null : accessKeyFor(ctx, id);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(abodeCityQuoteRequests)
      .values({
        id,
        requesterUserId: actor?.userId ?? null,
        accessKeyHash: access?.hash ?? null,
        name: input.name,
        phone: input.phone,
        email: input.email,
        service: input.service,
        location: input.location,
        sizeValue: input.sizeValue,
        sizeUnit: input.sizeUnit,
        budget: input.budget,
        timeline: input.timeline,
        description: input.description,
        locale: input.locale ?? null,
        status: 'requested',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const created = row!;
    await recordAuditEvent(tx, {
      actorUserId: actor?.userId ?? null,
      action: 'abode_city_quote.requested',
      subjectType: 'abode_city_quote_request',
      subjectId: created.id,
      details: { service: input.service, location: input.location, visitor: !actor },
    });
    if (access) {
      const link = `${publicOrigin(ctx)}${quotePagePath(created.id, access.key)}`;
      const locale = await askerLocale(tx, { phone: input.phone, userId: null, locale: created.locale });
      await enqueuePhoneSms(tx, {
        to: input.phone,
        text: smsTexts[locale].abodeCityRequestReceived(input.service, link),
        dedupeKey: `quote:${created.id}:received`,
        at: now,
      });
    }
    await enqueuePhoneSms(tx, {
      to: ctx.config.ABODE_CITY_PHONE,
      text: smsTexts[await phoneLocale(tx, ctx.config.ABODE_CITY_PHONE)].abodeCityTeamNewRequest(
        input,
        input.service,
        input.location,
      ),
      dedupeKey: `quote:${created.id}:team-new`,
      at: now,
    });
    ctx.logger.info({ quoteRequestId: created.id, service: input.service }, 'ABODE City quote requested');
    return { request: toQuoteRequestView(created, [], now, true), accessKey: access?.key ?? null };
  });
}
