import { and, eq, gt, sql } from 'drizzle-orm';
import { chatTexts } from '@common/chat/chat-texts';
import { nextOfficeOpening } from '@common/contact/next-office-opening';
import type { AppConfig } from '../../config';
import type { Transaction } from '../../db/client';
import { chatMessages } from '../../db/schema/index';
import { anyStaffOnline } from './staff-presence';

/** One automatic reply per stretch of silence: none again within this long unless the team answered since. */
const quietMinutes = 30;

/**
 * The automatic reply: the spec's canned text, then when the team will be back (the next opening of
 * CONTACT_OFFICE_HOURS by Nairobi's clock), or, within office hours or with hours it cannot read, the hours.
 */
export function autoReplyText(config: AppConfig, now: Date): string {
  const opening = nextOfficeOpening(config.CONTACT_OFFICE_HOURS, now);
  if (opening && !opening.openNow) return `${chatTexts.reply} ${chatTexts.backAt(opening.day, opening.time)}`;
  const open = config.CONTACT_OFFICE_HOURS.filter((entry) => !/^closed$/i.test(entry.hours)).map(
    (entry) => `${entry.days} ${entry.hours}`,
  );
  if (open.length === 0) return chatTexts.reply;
  const hours = open.length === 1 ? open[0]! : `${open.slice(0, -1).join(', ')} and ${open.at(-1)!}`;
  return `${chatTexts.reply} ${chatTexts.officeHours(hours)}`;
}

/**
 * After a visitor's message, in its transaction: when no one on the team is online, the automatic reply,
 * unless one was sent within the last half hour and no one answered since.
 */
export async function autoReplyIfNoStaff(
  tx: Transaction,
  input: { conversationId: string; config: AppConfig; now: Date },
): Promise<void> {
  if (await anyStaffOnline(tx, input.now)) return;
  const since = new Date(input.now.getTime() - quietMinutes * 60_000);
  const [recent] = await tx
    .select({ author: chatMessages.author })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, input.conversationId),
        gt(chatMessages.createdAt, since),
        sql`${chatMessages.author} in ('auto', 'staff')`,
      ),
    )
    .orderBy(sql`${chatMessages.createdAt} desc`)
    .limit(1);
  if (recent?.author === 'auto') return;
  // A moment after the visitor's message, so the two keep their order.
  await tx.insert(chatMessages).values({
    conversationId: input.conversationId,
    author: 'auto',
    body: autoReplyText(input.config, input.now),
    createdAt: new Date(input.now.getTime() + 1),
  });
}
