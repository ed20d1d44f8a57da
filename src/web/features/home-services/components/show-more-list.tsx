import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { homeServicesTexts } from '../home-services-texts';

const t = homeServicesTexts.list;

/** A list that shows its first `initial` items, with 'Show all N' and 'Show fewer'. */
export function ShowMoreList<T>({
  items,
  initial = 5,
  render,
  className,
  label,
}: {
  items: readonly T[];
  initial?: number;
  render: (item: T) => ReactNode;
  className?: string;
  label?: string;
}) {
  const { i18n } = useLingui();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, initial);
  return (
    <div className="grid gap-2">
      <ul className={cn('grid divide-y', className)} aria-label={label}>
        {shown.map(render)}
      </ul>
      {items.length > initial ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-expanded={all}
          onClick={() => setAll((value) => !value)}
        >
          {i18n._(all ? t.showFewer : t.showAll(items.length))}
        </Button>
      ) : null}
    </div>
  );
}
