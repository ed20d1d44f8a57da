import { quickServiceCategories, serviceCategoryLabels } from '@common/services/service-categories';
import { homeServicesTexts } from '../home-services-texts';

const t = homeServicesTexts.search;

/** The quick chips under the search box: one tap searches for that service. */
export function QuickChips({ onPick, disabled }: { onPick: (word: string) => void; disabled?: boolean }) {
  return (
    <div className="grid justify-items-center gap-2">
      <p id="quick-chips-label" className="text-sm font-medium text-muted-foreground">
        {t.quickChips}
      </p>
      <ul aria-labelledby="quick-chips-label" className="flex flex-wrap justify-center gap-2">
        {quickServiceCategories.map((category) => (
          <li key={category}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(category)}
              aria-label={t.quickChipLabel(serviceCategoryLabels[category])}
              className="h-9 rounded-full border border-primary/25 bg-secondary px-4 text-sm font-medium capitalize text-secondary-foreground transition-colors hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
            >
              {category}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
