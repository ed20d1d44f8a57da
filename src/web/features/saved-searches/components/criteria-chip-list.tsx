import { useLingui } from '@lingui/react';
import { describeCriteria } from '@common/search/criteria-labels';
import type { SearchCriteria } from '@common/search/search-criteria';
import { XIcon } from 'lucide-react';
import { chipLabel, savedSearchTexts as t } from '../saved-search-texts';

/** The criteria as chips, each removable when `onRemove` is given. */
export function CriteriaChipList({
  criteria,
  labelledBy,
  onRemove,
}: {
  criteria: SearchCriteria;
  labelledBy?: string;
  onRemove?: (key: string) => void;
}) {
  const { i18n } = useLingui();
  const chips = describeCriteria(criteria).map((chip) => ({
    key: chip.key,
    label: chipLabel(i18n, criteria, chip),
  }));
  if (chips.length === 0) return <p className="text-sm text-destructive">{i18n._(t.noCriteria)}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-labelledby={labelledBy}>
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex items-center gap-1 rounded-full border border-primary/25 bg-secondary py-1 pl-3 pr-1 text-sm font-medium text-secondary-foreground"
        >
          {chip.label}
          {onRemove ? (
            <button
              type="button"
              onClick={() => onRemove(chip.key)}
              aria-label={i18n._(t.removeCriterion(chip.label))}
              className="flex size-6 items-center justify-center rounded-full hover:bg-primary/15"
            >
              <XIcon className="size-3.5" aria-hidden="true" />
            </button>
          ) : (
            <span className="pr-2" />
          )}
        </li>
      ))}
    </ul>
  );
}
