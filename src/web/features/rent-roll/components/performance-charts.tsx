import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { PerformanceMonth } from '@common/rent/landlord-performance';
import { MonthlyChart, type ChartPoint } from '@web/components/charts/monthly-chart';
import { QueryState } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { landlordPerformanceQueryOptions } from '../api/rent-roll-queries';
import { rentRollTexts } from '../rent-roll-texts';

const t = rentRollTexts.performance;

const pointsOf = (months: PerformanceMonth[], value: (month: PerformanceMonth) => number | null) =>
  months.map((month): ChartPoint => ({
    key: month.month,
    label: t.shortMonth(month.month),
    fullLabel: t.monthName(month.month),
    value: value(month),
  }));

function rateSummary(
  i18n: I18n,
  title: string,
  months: PerformanceMonth[],
  value: (month: PerformanceMonth) => number | null,
) {
  const rates = months.map(value).filter((rate): rate is number => rate !== null);
  const average = rates.length > 0 ? Math.round(rates.reduce((a, b) => a + b, 0) / rates.length) : null;
  return i18n._(t.rateSummary(title, months[0]!.month, months.at(-1)!.month, value(months.at(-1)!), average));
}

/**
 * The landlord's last 12 months as four small charts: occupancy and collection rates (lines, 0–100 %),
 * arrears at each month's end and rent revenue (bars, KES). Each has a title, a readout of one month, a
 * summary and a table for screen readers.
 */
export function PerformanceCharts() {
  const { i18n } = useLingui();
  const performance = useQuery(landlordPerformanceQueryOptions());
  return (
    <QueryState
      query={performance}
      texts={{
        loading: i18n._(t.query.loading),
        failed: i18n._(t.query.failed),
        retry: i18n._(t.query.retry),
      }}
      skeleton={<Skeleton className="h-64 w-full" />}
    >
      {({ months }) => {
        if (months.length === 0) return null;
        const from = months[0]!.month;
        const to = months.at(-1)!.month;
        const revenues = months.map((month) => month.revenue);
        const arrears = months.map((month) => month.arrears);
        const rate = { month: i18n._(t.month), value: i18n._(t.rate) };
        const amount = { month: i18n._(t.month), value: i18n._(t.amount) };
        return (
          <section aria-label={i18n._(t.title)} className="grid gap-3 sm:grid-cols-2">
            <MonthlyChart
              title={i18n._(t.occupancy)}
              kind="line"
              max={100}
              points={pointsOf(months, (month) => month.occupancyRate)}
              format={t.percent}
              noValue={i18n._(t.noRate)}
              columns={rate}
              summary={rateSummary(i18n, i18n._(t.occupancy), months, (month) => month.occupancyRate)}
              keyboardHint={i18n._(t.keyboardHint)}
            />
            <MonthlyChart
              title={i18n._(t.collection)}
              kind="line"
              max={100}
              points={pointsOf(months, (month) => month.collectionRate)}
              format={t.percent}
              noValue={i18n._(t.noRate)}
              columns={rate}
              summary={rateSummary(i18n, i18n._(t.collection), months, (month) => month.collectionRate)}
              keyboardHint={i18n._(t.keyboardHint)}
            />
            <MonthlyChart
              title={i18n._(t.arrears)}
              kind="bar"
              points={pointsOf(months, (month) => month.arrears)}
              format={rentRollTexts.kes}
              noValue={i18n._(t.noRate)}
              columns={amount}
              summary={i18n._(t.arrearsSummary(from, to, arrears.at(-1)!, Math.max(...arrears)))}
              keyboardHint={i18n._(t.keyboardHint)}
            />
            <MonthlyChart
              title={i18n._(t.revenue)}
              kind="bar"
              points={pointsOf(months, (month) => month.revenue)}
              format={rentRollTexts.kes}
              noValue={i18n._(t.noRate)}
              columns={amount}
              summary={i18n._(
                t.amountSummary(
                  i18n._(t.revenue),
                  from,
                  to,
                  revenues.at(-1)!,
                  Math.max(...revenues),
                  revenues.reduce((a, b) => a + b, 0),
                ),
              )}
              keyboardHint={i18n._(t.keyboardHint)}
            />
          </section>
        );
      }}
    </QueryState>
  );
}
