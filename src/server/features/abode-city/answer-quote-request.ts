import { eq } from 'drizzle-orm';
import type { QuoteAnswerData, QuoteRequestView } from '@common/abode-city/abode-city-contracts';
import { abodeCityMessages } from '@common/abode-city/abode-city-messages';
import { addDays, nairobiDateOf } from '@common/abode-city/abode-city-vocabulary';
import { eventInBothLanguages, smsTexts } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { abodeCityQuoteRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { enqueueEventSms, notifyUser } from '../notifications';
import { askerLocale, enqueuePhoneSms } from './abode-city-sms';
import {
  accessKeyFor,
  findQuoteRequest,
  loadQuoteRequestView,
  publicOrigin,
  quotePagePath,
} from './quote-request-rows';

const v = abodeCityMessages.validation;

/** The longest a quote may stay open. */
export const quoteValidityMaxDays = 180;

/**
 * POST /api/abode-city/quote-requests/:id/quote: the team answers a waiting request once, with items in whole
 * KES (the total is their sum) and the last day the quote may be accepted. The requester is told in the app
 * (an account) and by SMS (an account's verified phone, or a visitor's phone with their private link).
 */
export async function answerQuoteRequest(
  ctx: ServiceContext,
  input: { id: string } & QuoteAnswerData,
): Promise<QuoteRequestView> {
  const actor = requirePermission(ctx, 'manage:abode-city:any');
  const now = ctx.now();
  const today = nairobiDateOf(now);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(input.validUntil) && !Number.isNaN(Date.parse(input.validUntil));
  if (!valid || input.validUntil < today || input.validUntil > addDays(today, quoteValidityMaxDays)) {
    throw new AppError('VALIDATION_FAILED', `validUntil: ${v.validUntilRange}`, {
      fields: { validUntil: v.validUntilRange },
    });
  }
  const total = input.items.reduce((sum, item) => sum + item.amount, 0);
  if (total > 2_147_483_647) {
    throw new AppError('VALIDATION_FAILED', `items: ${v.itemAmount}`, { fields: { items: v.itemAmount } });
  }
  return ctx.db.transaction(async (tx) => {
    const found = await findQuoteRequest(tx, input.id, { lock: true });
    if (found.status !== 'requested') {
      throw new AppError('CONFLICT', abodeCityMessages.conflict.alreadyQuoted, { reason: 'ALREADY_QUOTED' });
    }
    const [row] = await tx
      .update(abodeCityQuoteRequests)
      .set({
        status: 'quoted',
        quoteItems: input.items,
        quoteTotal: total,
        quoteValidUntil: input.validUntil,
        quoteNote: input.note,
        quotedAt: now,
        quotedBy: actor.userId,
        updatedAt: now,
      })
      .where(eq(abodeCityQuoteRequests.id, found.id))
      .returning();
    const quoted = row!;
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'abode_city_quote.quoted',
      subjectType: 'abode_city_quote_request',
      subjectId: quoted.id,
      details: { total, validUntil: input.validUntil, items: input.items.length },
    });
    const dedupeKey = `abode-city:quote:${quoted.id}:quoted`;
    if (quoted.requesterUserId) {
      const link = quotePagePath(quoted.id);
      const ready = { service: quoted.service, total, validUntil: input.validUntil };
      await notifyUser(tx, {
        userId: quoted.requesterUserId,
        kind: 'abode-city',
        ...eventInBothLanguages((e) => e.abodeCityQuoteReady({ ...ready, link: null })),
        link,
        dedupeKey,
      });
      await enqueueEventSms(tx, {
        userId: quoted.requesterUserId,
        kind: 'abode-city',
        ...eventInBothLanguages((e) =>
          e.abodeCityQuoteReady({ ...ready, link: `${publicOrigin(ctx)}${link}` }),
        ),
        dedupeKey,
        at: now,
      });
    } else {
      const locale = await askerLocale(tx, { phone: quoted.phone, userId: null, locale: quoted.locale });
      await enqueuePhoneSms(tx, {
        to: quoted.phone,
        text: smsTexts[locale].abodeCityQuote({
          service: quoted.service,
          total,
          validUntil: input.validUntil,
          link: `${publicOrigin(ctx)}${quotePagePath(quoted.id, accessKeyFor(ctx, quoted.id).key)}`,
        }),
        dedupeKey: `quote:${quoted.id}:quoted`,
        at: now,
      });
    }
    return loadQuoteRequestView(tx, quoted, now, quoted.requesterUserId === actor.userId);
  });
}
