import { useLingui } from '@lingui/react';
import { StarIcon } from 'lucide-react';
import { StarRating } from '@web/components/star-rating';
import { homeServicesTexts } from '../home-services-texts';

const t = homeServicesTexts.card;

/** The stars and the review count, or 'No reviews yet'. */
export function ProviderRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  const { i18n } = useLingui();
  if (rating === null || reviewCount === 0) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <StarIcon className="size-4" aria-hidden="true" />
        {i18n._(t.noReviews)}
      </p>
    );
  }
  return (
    <StarRating rating={rating} label={i18n._(t.rated(rating))}>
      <span className="text-muted-foreground">{i18n._(t.reviews(reviewCount))}</span>
    </StarRating>
  );
}
