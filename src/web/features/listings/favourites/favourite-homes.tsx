import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { HeartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { QueryListCard } from '@web/components/query-list-card';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { favouriteListingsQueryOptions } from '../api/favourite-queries';
import { formatPlace, formatPrice } from '../listing-card/listing-format';
import { listingsTexts, textsIn } from '../listings-texts';

const t = listingsTexts.favouriteHomes;
const card = listingsTexts.card;

/**
 * The signed-in user's saved homes (the hearts), newest saved first, each linking to its page; a home no
 * longer listed says so. A landmark named by its heading. Fetches `GET /api/favourites/listings`.
 */
export function FavouriteHomes({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const query = useQuery(favouriteListingsQueryOptions());
  return (
    <QueryListCard
      query={query}
      items={query.data?.listings ?? []}
      icon={HeartIcon}
      texts={textsIn(i18n, t, ['heading', 'loading', 'failed', 'retry', 'empty'])}
      className={className}
      emptyAction={
        <div className="grid justify-items-start gap-2">
          <p className="text-muted-foreground">{i18n._(t.emptyHint)}</p>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.home}>{i18n._(t.findHome)}</Link>
          </Button>
        </div>
      }
    >
      {(shown) => (
        <ul className="divide-y">
          {shown.map((home) => {
            const rooms = i18n._(
              home.bedrooms > 0
                ? card.bedrooms(home.bedrooms)
                : home.propertyType === 'bedsitter'
                  ? card.bedsitter
                  : card.studio,
            );
            return (
              <li key={home.id} className="grid gap-0.5 py-3 first:pt-0 last:pb-0">
                {home.available ? (
                  <Link
                    to={paths.listing(home.id)}
                    className="font-medium hover:text-primary hover:underline"
                  >
                    {home.name}
                  </Link>
                ) : (
                  <p className="font-medium text-muted-foreground">{home.name}</p>
                )}
                <p className="text-sm text-muted-foreground">
                  {[i18n._(listingsTexts.propertyTypes[home.propertyType]), rooms, formatPlace(home)].join(
                    ' · ',
                  )}
                </p>
                <p className="text-sm font-semibold">
                  {home.available ? formatPrice(i18n, home) : i18n._(t.unavailable)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </QueryListCard>
  );
}
