import type { searchTextMaxLength } from '@common/listings/listing-contracts';
import { AiSearchBox } from '@web/components/ai-search-box';
import { listingsTexts, type SearchIntent } from '../listings-texts';

/** The server's limit (checked against the contract at compile time, without loading it at run time). */
const maxLength: typeof searchTextMaxLength = 500;

/** The home search box of / (rent) and /buy (a larger box). */
export function SearchBox({
  intent,
  ...props
}: {
  intent: SearchIntent;
  value: string;
  onValueChange: (value: string) => void;
  onSearch: (text: string) => void;
  processing: boolean;
  onIntent?: () => void;
  animate?: boolean;
}) {
  const page = listingsTexts.searchPages[intent];
  const texts = {
    label: listingsTexts.search.boxLabel,
    hint: listingsTexts.search.boxHint,
    button: page.button,
    processing: listingsTexts.search.processing,
    examples: page.examples,
  };
  return <AiSearchBox texts={texts} maxLength={maxLength} tall={intent === 'buy'} {...props} />;
}
