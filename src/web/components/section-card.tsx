import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

/** A titled dashboard section, a landmark named by its title, with an optional count badge in the heading. */
export function SectionCard({
  title,
  icon: Icon,
  count,
  action,
  className,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  count?: number;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col rounded-xl border bg-card text-card-foreground shadow-sm', className)}
    >
      <div className="flex items-center justify-between gap-2 p-4">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          {Icon ? <Icon className="size-4 text-primary" aria-hidden="true" /> : null}
          <span id={headingId}>{title}</span>
          {count !== undefined ? <Badge variant="secondary">{count}</Badge> : null}
        </h2>
        {action}
      </div>
      <div className="flex-1 p-4 pt-0">{children}</div>
    </section>
  );
}
