import { and, eq, gt, sql } from 'drizzle-orm';
import { chatReplyDays, type ChatAutoReply } from '@common/chat/chat-contracts';
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

/** A text of chatTexts as a pattern: its words literal, each of `groups` (stand-ins '\u0000n') a capture. */
function textPattern(text: string, groups: string[]): RegExp {
  let source = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  groups.forEach((group, index) => {
    source = source.replace(`\u0000${index}`, `(${group})`);
  });
  return new RegExp(`^${source}$`);
}
const backAtPattern = textPattern(chatTexts.backAt('\u00000', '\u00001'), [
  'today|tomorrow|on [A-Za-z]+',
  '\\d{1,2}:\\d{2}\\s*[AaPp][Mm]',
]);
const onlinePattern = textPattern(chatTexts.officeHours('\u00000'), ['.+']);

/**
 * What an automatic reply's text says, as codes (the reverse of `autoReplyText`), so the web can show it in
 * the person's language; undefined for any other text.
 */
export function readAutoReply(body: string): ChatAutoReply | undefined {
  if (body === chatTexts.reply) return { kind: 'reply' };
  if (!body.startsWith(`${chatTexts.reply} `)) return undefined;
  const rest = body.slice(chatTexts.reply.length + 1);
  const back = backAtPattern.exec(rest);
  if (back) {
    const day = back[1]!.replace(/^on /, '').toLowerCase();
    const known = chatReplyDays.find((name) => name === day);
    return known ? { kind: 'back_at', day: known, time: back[2]! } : undefined;
  }
  const online = onlinePattern.exec(rest);
  if (!online) return undefined;
  const text = online[1]!;
  const last = text.lastIndexOf(' and ');
  const entries = last < 0 ? [text] : [...text.slice(0, last).split(', '), text.slice(last + 5)];
  const hours = entries.map((entry) => {
    const space = entry.indexOf(' ');
    return space < 0 ? null : { days: entry.slice(0, space), hours: entry.slice(space + 1) };
  });
  if (hours.some((row) => row === null)) return undefined;
  return { kind: 'office_hours', hours: hours as { days: string; hours: string }[] };
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
