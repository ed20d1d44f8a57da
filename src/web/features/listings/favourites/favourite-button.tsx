import { useLingui } from '@lingui/react';
import { FavouriteHeart } from '@web/components/favourite-heart';
import { listingsTexts } from '../listings-texts';
import { useFavourites } from './use-favourites';

const t = listingsTexts.favourites;

/** The heart: a toggle button that saves the home to (or removes it from) the favourites. */
export function FavouriteButton({ listingId, className }: { listingId: string; className?: string }) {
  const { i18n } = useLingui();
  const { isFavourite, toggle } = useFavourites();
  return (
    <FavouriteHeart
      saved={isFavourite(listingId)}
      onToggle={() => toggle(listingId)}
      saveLabel={i18n._(t.save)}
      removeLabel={i18n._(t.remove)}
      className={className}
    />
  );
}
