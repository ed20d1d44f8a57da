import { useLingui } from '@lingui/react';
import { describeCriteria } from '@common/search/criteria-labels';
import type { SearchCriteria } from '@common/search/search-criteria';
import { XIcon } from 'lucide-react';
import { criterionChipLabel } from '@web/components/search-criteria/criteria-texts';
import { listingsTexts, type SearchIntent } from '../listings-texts';

const t = listingsTexts.results;

/**
 * What the search understood, as chips ("2 bedrooms", "Kilimani", "Under KES 50,000", "Parking"). The page's
 * own intent (rent on /, buy on /buy) is implied, so only an intent the text changed gets a chip.
 */
export function CriteriaChips({
  criteria,
  intent,
  onRemove,
}: {
  criteria: SearchCriteria;
  intent: SearchIntent;
  onRemove: (key: string) => void;
}) {
  const { i18n } = useLingui();
  const chips = describeCriteria(criteria)
    .filter((chip) => !(chip.key === 'intent' && criteria.intent === intent))
    .map((chip) => ({ key: chip.key, label: criterionChipLabel(i18n, criteria, chip) }));
  if (chips.length === 0) {
    return <p className="text-sm text-muted-foreground">{i18n._(t.nothingUnderstood)}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-muted-foreground">{i18n._(t.understood)}</span>
      <ul className="flex flex-wrap gap-2" aria-label={i18n._(t.understood)}>
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex items-center gap-1 rounded-full border border-primary/25 bg-secondary py-1 pl-3 pr-1 text-sm font-medium text-secondary-foreground"
          >
            {chip.label}
            <button
              type="button"
              onClick={() => onRemove(chip.key)}
              aria-label={i18n._(t.removeChip(chip.label))}
              className="flex size-6 items-center justify-center rounded-full hover:bg-primary/15"
            >
              <XIcon className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
