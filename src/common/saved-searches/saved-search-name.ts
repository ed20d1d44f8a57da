import { describeCriteria } from '../search/criteria-labels';
import type { SearchCriteria } from '../search/search-criteria';

/** A saved search's suggested name: what was typed, or its chips joined ('2 bedrooms · Kilimani'), cut to 80. */
export function criteriaName(criteria: SearchCriteria, queryText: string): string {
  const typed = queryText.trim();
  const named =
    typed ||
    describeCriteria(criteria)
      .map((chip) => chip.label)
      .join(' · ');
  return named.slice(0, 80);
}
