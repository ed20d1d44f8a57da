import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { describeCriteria, type CriterionChip } from '@common/search/criteria-labels';
import type { CriteriaBounds, SearchCriteria } from '@common/search/search-criteria';
import type { Amenity, PropertyType } from '@common/search/search-vocabulary';
import { XIcon } from 'lucide-react';
import { formatKes, formatNumber } from '@web/i18n';
import { listingsTexts, type SearchIntent } from '../listings-texts';

const t = listingsTexts.results;
const chipTexts = listingsTexts.chips;

/** '2 bedrooms', '2–3 bedrooms', '3+ bedrooms', 'Up to 2 bedrooms' (as criteria-labels words them). */
function countLabel(i18n: I18n, { min, max }: CriteriaBounds, noun: 'bedrooms' | 'bathrooms'): string | null {
  const bedrooms = noun === 'bedrooms';
  if (min !== null && max !== null) {
    if (min === max) return i18n._(bedrooms ? chipTexts.bedrooms(min) : chipTexts.bathrooms(min));
    return i18n._(bedrooms ? chipTexts.bedroomsBetween(min, max) : chipTexts.bathroomsBetween(min, max));
  }
  if (min !== null)
    return i18n._(bedrooms ? chipTexts.bedroomsAtLeast(min) : chipTexts.bathroomsAtLeast(min));
  if (max !== null) return i18n._(bedrooms ? chipTexts.bedroomsUpTo(max) : chipTexts.bathroomsUpTo(max));
  return null;
}

/** 'KES 50,000', 'KES 40,000 – 60,000', 'From KES 40,000', 'Under KES 60,000'. */
function priceLabel(i18n: I18n, { min, max }: CriteriaBounds): string | null {
  if (min !== null && max !== null) {
    return min === max ? formatKes(min) : `${formatKes(min)} – ${formatNumber(max)}`;
  }
  if (min !== null) return i18n._(chipTexts.priceFrom(formatKes(min)));
  if (max !== null) return i18n._(chipTexts.priceUnder(formatKes(max)));
  return null;
}

/** A chip's label in the language in use (the shared describeCriteria words it in English). */
function chipLabel(i18n: I18n, criteria: SearchCriteria, chip: CriterionChip): string {
  const colon = chip.key.indexOf(':');
  const kind = colon === -1 ? chip.key : chip.key.slice(0, colon);
  const value = chip.key.slice(colon + 1);
  switch (kind) {
    case 'intent':
      return criteria.intent ? i18n._(listingsTexts.intents[criteria.intent]) : chip.label;
    case 'type':
      return i18n._(listingsTexts.propertyTypes[value as PropertyType]);
    case 'amenity':
      return i18n._(listingsTexts.amenities[value as Amenity]);
    case 'bedrooms':
      return countLabel(i18n, criteria.bedrooms, 'bedrooms') ?? chip.label;
    case 'bathrooms':
      return countLabel(i18n, criteria.bathrooms, 'bathrooms') ?? chip.label;
    case 'price':
      return priceLabel(i18n, criteria.price) ?? chip.label;
    default:
      return chip.label; // a place's name
  }
}

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
    .map((chip) => ({ key: chip.key, label: chipLabel(i18n, criteria, chip) }));
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
