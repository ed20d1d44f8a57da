import { and, gte, lt } from 'drizzle-orm';
import type { ConsultationDay } from '@common/abode-city/abode-city-contracts';
import {
  addDays,
  nairobiDateOf,
  nairobiInstant,
  slotProblem,
  slotStartsOf,
} from '@common/abode-city/abode-city-vocabulary';
import type { ServiceContext } from '../../context';
import { abodeCityConsultations } from '../../db/schema/index';

/**
 * GET /api/abode-city/consultations/slots?from=&days=: the free slots of the business days from `from`
 * (today in Nairobi by default, never earlier) for `days` days: slots already booked or already begun are
 * left out. Public: it says when the firm is free, never who booked.
 */
export async function listFreeSlots(
  ctx: ServiceContext,
  input: { from?: string | undefined; days: number },
): Promise<{ days: ConsultationDay[] }> {
  const now = ctx.now();
  const today = nairobiDateOf(now);
  const from = input.from && input.from > today ? input.from : today;
  const until = addDays(from, input.days);
  const booked = await ctx.db
    .select({ startsAt: abodeCityConsultations.startsAt })
    .from(abodeCityConsultations)
    .where(
      and(
        gte(abodeCityConsultations.startsAt, nairobiInstant(from, 0)),
        lt(abodeCityConsultations.startsAt, nairobiInstant(until, 0)),
      ),
    );
  const taken = new Set(booked.map((row) => row.startsAt.getTime()));
  const days: ConsultationDay[] = [];
  for (let date = from; date < until; date = addDays(date, 1)) {
    const starts = slotStartsOf(date);
    if (starts.length === 0) continue;
    const free = starts
      .filter((start) => !taken.has(start.getTime()) && slotProblem(start, now) === null)
      .map((start) => start.toISOString());
    days.push({ date, free });
  }
  return { days };
}
