import { SearchPage } from '@web/features/listings/search/search-page';

/** /buy: the AI search for homes for sale. */
export default function Route() {
  return <SearchPage intent="buy" />;
}
