import { and, asc, gte, lt } from 'drizzle-orm';
import type { ConsultationView } from '@common/abode-city/abode-city-contracts';
import { addDays, nairobiDateOf, nairobiInstant } from '@common/abode-city/abode-city-vocabulary';
import { requirePermission, type ServiceContext } from '../../context';
import { abodeCityConsultations } from '../../db/schema/index';
import { toConsultationView } from './consultation-rows';

/**
 * GET /api/abode-city/back-office/consultations?from=&days=: the team's calendar, the bookings of `days` days
 * from `from` (today in Nairobi by default), grouped by Kenyan day in time order.
 */
export async function listConsultationCalendar(
  ctx: ServiceContext,
  input: { from?: string | undefined; days: number },
): Promise<{ days: { date: string; consultations: ConsultationView[] }[] }> {
  requirePermission(ctx, 'manage:abode-city:any');
  const from = input.from ?? nairobiDateOf(ctx.now());
  const rows = await ctx.db
    .select()
    .from(abodeCityConsultations)
    .where(
      and(
        gte(abodeCityConsultations.startsAt, nairobiInstant(from, 0)),
        lt(abodeCityConsultations.startsAt, nairobiInstant(addDays(from, input.days), 0)),
      ),
    )
    .orderBy(asc(abodeCityConsultations.startsAt));
  const days: { date: string; consultations: ConsultationView[] }[] = [];
  for (const row of rows) {
    const date = nairobiDateOf(row.startsAt);
    let day = days[days.length - 1];
    if (!day || day.date !== date) {
      day = { date, consultations: [] };
      days.push(day);
    }
    day.consultations.push(toConsultationView(row));
  }
  return { days };
}
