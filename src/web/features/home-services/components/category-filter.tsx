import {
  serviceCategories,
  serviceCategoryLabels,
  type ServiceCategory,
} from '@common/services/service-categories';
import { cn } from '@web/lib/cn';
import { homeServicesTexts } from '../home-services-texts';

const t = homeServicesTexts.filter;

export type CategoryFilterValue = ServiceCategory | 'all';

const options: ReadonlyArray<{ value: CategoryFilterValue; label: string }> = [
  { value: 'all', label: t.all },
  ...serviceCategories.map((value) => ({ value, label: serviceCategoryLabels[value] })),
];

/** 'All' and the seven categories, as toggle buttons (one pressed); wraps on a narrow screen. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: CategoryFilterValue;
  onChange: (value: CategoryFilterValue) => void;
}) {
  return (
    <div role="group" aria-label={t.label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-9 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-background hover:bg-muted',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
