import { SearchPage } from '@web/features/listings';

/** /: the AI search for homes to rent. */
export default function Route() {
  return <SearchPage intent="rent" />;
}
