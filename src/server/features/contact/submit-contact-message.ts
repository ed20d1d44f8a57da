import type { ContactMessageData } from '@common/contact/contact-message';
import { contactTexts } from '@common/contact/contact-texts';
import type { ServiceContext } from '../../context';
import { contactMessages } from '../../db/schema/index';
import { consumeRateLimit } from '../../lib/rate-limit';

export const contactRateLimit = { limit: 5, windowSeconds: 10 * 60 };

/** Anyone may write to us; a client is held to five messages in ten minutes to keep the inbox clean. */
export async function submitContactMessage(ctx: ServiceContext, input: ContactMessageData) {
  await consumeRateLimit(
    ctx.db,
    { key: `contact:${ctx.clientKey}`, ...contactRateLimit, message: contactTexts.rateLimited },
    ctx.now(),
  );
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      interest: input.interest,
      message: input.message,
      marketingConsent: input.consent,
      locale: input.locale ?? null,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  ctx.logger.info({ contactMessageId: row!.id, interest: input.interest }, 'contact message received');
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}
