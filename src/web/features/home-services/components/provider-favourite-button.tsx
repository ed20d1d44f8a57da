import { FavouriteHeart } from '@web/components/favourite-heart';
import { homeServicesTexts } from '../home-services-texts';
import { useProviderFavourites } from '../hooks/use-provider-favourites';

const t = homeServicesTexts.favourites;

/** The heart on a provider's card and page: saved in this browser. */
export function ProviderFavouriteButton({
  providerId,
  className,
}: {
  providerId: string;
  className?: string;
}) {
  const { isFavourite, toggle } = useProviderFavourites();
  return (
    <FavouriteHeart
      saved={isFavourite(providerId)}
      onToggle={() => toggle(providerId)}
      saveLabel={t.save}
      removeLabel={t.remove}
      className={className}
    />
  );
}
