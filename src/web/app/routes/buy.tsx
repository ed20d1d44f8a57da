import { SearchPage } from '@web/features/listings';

/** /buy: the AI search for homes for sale. */
export default function Route() {
  return <SearchPage intent="buy" />;
}
