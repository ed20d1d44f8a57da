import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const { isFavourite, toggle } = useProviderFavourites();
  return (
    <FavouriteHeart
      saved={isFavourite(providerId)}
      onToggle={() => toggle(providerId)}
      saveLabel={i18n._(t.save)}
      removeLabel={i18n._(t.remove)}
      className={className}
    />
  );
}
