import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@web/components/empty-state';
import { dashboardsTexts } from '../dashboards-texts';

export interface DatedItem {
  id: string;
  title: string;
  at: string;
}

/** A short list of dated items, or the section's empty state. */
export function ItemList({ items, empty, icon }: { items: DatedItem[]; empty: string; icon?: LucideIcon }) {
  if (items.length === 0) return <EmptyState icon={icon} title={empty} />;
  return (
    <ul className="grid divide-y">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
          <span className="min-w-0 truncate font-medium">{item.title}</span>
          <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground">
            {dashboardsTexts.date(item.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
