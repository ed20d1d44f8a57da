import { sql } from 'drizzle-orm';
import type { LandlordPerformance, PerformanceMonth } from '@common/rent/landlord-performance';
import { nairobiToday, periodOf } from '@common/rent/rent-cycle';
import { requirePermission, type ServiceContext } from '../../context';

const monthsShown = 12;

/** The period `n` months before `period` (both first days of a month). */
function monthsBefore(period: string, n: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

type Row = {
  month: string;
  units: number;
  occupied_units: number;
  rent_invoiced: string | number;
  rent_collected: string | number;
  arrears: string | number;
  revenue: string | number;
};

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/**
 * GET /api/rent/landlord-performance: the landlord's last 12 Nairobi months, oldest first, in one statement
 * over their own rows only (their properties' units, those units' tenancies and invoices, their earnings).
 *
 * Each month is read at its end, or now for the month under way:
 * - occupancy: units on ABODE then (added by then) and those of them with a tenancy covering that day
 *   (begun, not yet ended); before the first unit was added there is no rate, not a made-up one;
 * - collection: the month's rent invoices (period = the month), raised and paid of them so far;
 * - arrears: every invoice (rent and bills) due before the next day, less what was paid toward it by then;
 * - revenue: rent credited to their earnings account in the month, from the ledger (as the month's summary).
 */
export async function getLandlordPerformance(ctx: ServiceContext): Promise<LandlordPerformance> {
  const actor = requirePermission(ctx, 'read:landlord-dashboard:own');
  const now = ctx.now();
  const today = nairobiToday(now);
  const last = periodOf(today);
  const first = monthsBefore(last, monthsShown - 1);

  const result = await ctx.db.execute<Row>(sql`
    with months as (
      select m::date as period,
        -- The day the month is read at: its last, or today for the month under way.
        least((m + interval '1 month')::date - 1, ${today}::date) as day
      from generate_series(${first}::date, ${last}::date, interval '1 month') as m
    ),
    cutoffs as (
      select period, day,
        -- The instant after that day in Nairobi (UTC+3), never later than now.
        least(((day + 1)::text || 'T00:00:00+03:00')::timestamptz, ${now.toISOString()}::timestamptz) as upto,
        ((period::text || 'T00:00:00+03:00')::timestamptz) as since
      from months
    ),
    own_units as (
      select u.id, u.created_at from property_units u
      join properties p on p.id = u.property_id
      where p.landlord_id = ${actor.userId}
    ),
    own_tenancies as (
      select t.id, t.unit_id, t.start_date, t.end_date from tenancies t
      join own_units u on u.id = t.unit_id
    ),
    own_invoices as (
      select i.id, i.kind, i.period, i.amount, i.paid, i.due_date from tenancy_invoices i
      join own_tenancies t on t.id = i.tenancy_id
    ),
    earnings as (
      select id from ledger_accounts where kind = 'earnings' and user_id = ${actor.userId}
    )
    select to_char(c.period, 'YYYY-MM') as month,
      (select count(*) from own_units u where u.created_at < c.upto)::int as units,
      (select count(distinct t.unit_id) from own_tenancies t
        join own_units u on u.id = t.unit_id and u.created_at < c.upto
        where t.start_date <= c.day and (t.end_date is null or t.end_date >= c.day))::int as occupied_units,
      (select coalesce(sum(i.amount), 0) from own_invoices i where i.kind = 'rent' and i.period = c.period)
        as rent_invoiced,
      (select coalesce(sum(i.paid), 0) from own_invoices i where i.kind = 'rent' and i.period = c.period)
        as rent_collected,
      (select coalesce(sum(greatest(i.amount - coalesce((
          select sum(p.amount) from invoice_payments p where p.invoice_id = i.id and p.created_at < c.upto
        ), 0), 0)), 0)
        from own_invoices i where i.due_date <= c.day and i.due_date < ${today}::date) as arrears,
      (select coalesce(-sum(lp.amount), 0) from ledger_postings lp
        join ledger_transactions lt on lt.id = lp.transaction_id
        where lp.account_id in (select id from earnings)
          and lt.kind in ('rent.payment', 'rent.credit_applied')
          and lt.posted_at >= c.since and lt.posted_at < c.upto) as revenue
    from cutoffs c
    order by c.period`);
  // postgres-js answers the rows as an array, PGlite as `{ rows }`.
  const rows: Row[] = Array.isArray(result) ? (result as Row[]) : (result as unknown as { rows: Row[] }).rows;

  return {
    months: rows.map((row): PerformanceMonth => {
      const rentInvoiced = Number(row.rent_invoiced);
      const rentCollected = Number(row.rent_collected);
      return {
        month: row.month,
        units: row.units,
        occupiedUnits: row.occupied_units,
        occupancyRate: percent(row.occupied_units, row.units),
        rentInvoiced,
        rentCollected,
        collectionRate: percent(rentCollected, rentInvoiced),
        arrears: Number(row.arrears),
        revenue: Number(row.revenue),
      };
    }),
  };
}
