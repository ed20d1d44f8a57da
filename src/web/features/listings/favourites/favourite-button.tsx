import { HeartIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { listingsTexts } from '../listings-texts';
import { useFavourites } from './use-favourites';

const t = listingsTexts.favourites;

/** The heart: a toggle button that saves the home to (or removes it from) the favourites. */
export function FavouriteButton({ listingId, className }: { listingId: string; className?: string }) {
  const { isFavourite, toggle } = useFavourites();
  const saved = isFavourite(listingId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t.remove : t.save}
      title={saved ? t.remove : t.save}
      onClick={() => toggle(listingId)}
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-background/90 shadow-md transition-transform hover:scale-105 active:scale-95',
        className,
      )}
    >
      <HeartIcon
        className={cn('size-5 transition-colors', saved ? 'fill-rose-500 text-rose-500' : 'text-foreground')}
        aria-hidden="true"
      />
    </button>
  );
}
