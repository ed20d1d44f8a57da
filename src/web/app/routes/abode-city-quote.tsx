import { useParams, useSearchParams } from 'react-router';
import { QuoteRequestPage } from '@web/features/abode-city';

/** /abode-city/quotes/:id: a quote request and its quote (?key= for a visitor's private link). */
export default function AbodeCityQuoteRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return <QuoteRequestPage key={id} id={id} accessKey={search.get('key') ?? undefined} />;
}
