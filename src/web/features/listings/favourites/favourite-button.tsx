import { FavouriteHeart } from '@web/components/favourite-heart';
import { listingsTexts } from '../listings-texts';
import { useFavourites } from './use-favourites';

const t = listingsTexts.favourites;

/** The heart: a toggle button that saves the home to (or removes it from) the favourites. */
export function FavouriteButton({ listingId, className }: { listingId: string; className?: string }) {
  const { isFavourite, toggle } = useFavourites();
  return (
    <FavouriteHeart
      saved={isFavourite(listingId)}
      onToggle={() => toggle(listingId)}
      saveLabel={t.save}
      removeLabel={t.remove}
      className={className}
    />
  );
}
