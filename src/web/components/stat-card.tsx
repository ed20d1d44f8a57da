import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { formatNumber } from '@web/i18n/format';

/**
 * One count from the database, labelled; the label and value read as one item to a screen reader. Shared by
 * the dashboard cards of every feature.
 */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  hint?: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-2">
        <dl className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">
            {typeof value === 'number' ? formatNumber(value) : value}
          </dd>
          {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
        </dl>
        <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
    </Card>
  );
}
