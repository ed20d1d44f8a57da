import { StarIcon } from 'lucide-react';
import { listingsTexts } from '../listings-texts';

/** Five stars filled to the rating, its number, and "Rated 4.3 out of 5" for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  const percent = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <p className="flex items-center gap-1.5 text-sm">
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
      <span className="sr-only">{listingsTexts.card.rated(rating)}</span>
    </p>
  );
}
