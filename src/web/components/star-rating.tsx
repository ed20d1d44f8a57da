import { StarIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

/**
 * Five stars filled to the rating, its number, and `label` (e.g. "Rated 4.3 out of 5") for screen readers.
 * Shared by the home cards and the service provider cards; each feature passes its own words.
 */
export function StarRating({
  rating,
  label,
  children,
  className,
}: {
  rating: number;
  label: string;
  /** Shown after the number, e.g. "(12 reviews)". */
  children?: React.ReactNode;
  className?: string;
}) {
  const percent = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm', className)}>
      <span className="relative inline-flex" aria-hidden="true">
        <span className="flex text-muted-foreground/30">
          {[0, 1, 2, 3, 4].map((index) => (
            <StarIcon key={index} className="size-4 fill-current" />
          ))}
        </span>
        <span className="absolute inset-0 flex overflow-hidden text-amber-500" style={{ width: percent }}>
          {[0, 1, 2, 3, 4].map((index) => (
            <StarIcon key={index} className="size-4 shrink-0 fill-current" />
          ))}
        </span>
      </span>
      <span className="font-medium" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
      <span className="sr-only">{label}</span>
      {children}
    </p>
  );
}
