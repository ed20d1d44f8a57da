import { describeCriteria, type CriterionChip } from '../search/criteria-labels';
import type { SearchCriteria } from '../search/search-criteria';

/**
 * A saved search's suggested name: what was typed, or its chips joined ('2 bedrooms · Kilimani'), cut to 80.
 * `label` words a chip (the web's, in the language in use); by default its English label.
 */
export function criteriaName(
  criteria: SearchCriteria,
  queryText: string,
  label: (chip: CriterionChip) => string = (chip) => chip.label,
): string {
  const typed = queryText.trim();
  const named = typed || describeCriteria(criteria).map(label).join(' · ');
  return named.slice(0, 80);
}
