import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const page = listingsTexts.searchPages[intent];
  const texts = {
    label: i18n._(listingsTexts.search.boxLabel),
    hint: i18n._(listingsTexts.search.boxHint),
    button: i18n._(page.button),
    processing: i18n._(listingsTexts.search.processing),
    examples: page.examples.map((example) => i18n._(example)),
  };
  return <AiSearchBox texts={texts} maxLength={maxLength} tall={intent === 'buy'} {...props} />;
}
