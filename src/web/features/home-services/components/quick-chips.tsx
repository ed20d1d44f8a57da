import { useLingui } from '@lingui/react';
import { quickServiceCategories } from '@common/services/service-categories';
import { homeServicesTexts } from '../home-services-texts';

const t = homeServicesTexts.search;

/** The quick chips under the search box: one tap searches for that service (a word the search knows). */
export function QuickChips({ onPick, disabled }: { onPick: (word: string) => void; disabled?: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="grid justify-items-center gap-2">
      <p id="quick-chips-label" className="text-sm font-medium text-muted-foreground">
        {i18n._(t.quickChips)}
      </p>
      <ul aria-labelledby="quick-chips-label" className="flex flex-wrap justify-center gap-2">
        {quickServiceCategories.map((category) => {
          const word = i18n._(t.categoryWords[category]);
          return (
            <li key={category}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(word)}
                aria-label={i18n._(t.quickChipLabel(word))}
                className="h-9 rounded-full border border-primary/25 bg-secondary px-4 text-sm font-medium capitalize text-secondary-foreground transition-colors hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
              >
                {word}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
