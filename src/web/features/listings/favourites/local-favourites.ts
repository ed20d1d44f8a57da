import { createLocalIdList } from '@web/lib/local-id-list';

/** The visitor's favourites in this browser: a JSON list of listing ids under `abode-favourites`. */
export const localFavouritesKey = 'abode-favourites';

export const localFavourites = createLocalIdList(localFavouritesKey);
