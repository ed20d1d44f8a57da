import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { serviceCategories, type ServiceCategory } from '@common/services/service-categories';
import { cn } from '@web/lib/cn';
import { homeServicesTexts } from '../home-services-texts';

const t = homeServicesTexts.filter;

export type CategoryFilterValue = ServiceCategory | 'all';

const options: ReadonlyArray<{ value: CategoryFilterValue; label: MessageDescriptor }> = [
  { value: 'all', label: t.all },
  ...serviceCategories.map((value) => ({ value, label: homeServicesTexts.categoryLabels[value] })),
];

/** 'All' and the seven categories, as toggle buttons (one pressed); wraps on a narrow screen. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: CategoryFilterValue;
  onChange: (value: CategoryFilterValue) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div role="group" aria-label={i18n._(t.label)} className="flex flex-wrap gap-2">
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
            {i18n._(option.label)}
          </button>
        );
      })}
    </div>
  );
}
