import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ServiceCriteria, ServiceMatch, ServiceMatchReason } from '@common/services/service-contracts';
import { serviceCategoryLabels, type ServiceCategory } from '@common/services/service-categories';
import { serviceTexts } from '@common/services/service-texts';
import { serviceProviders } from '../../db/schema/index';
import { offersAnyOf, servesAnyOf } from './provider-masks';
import type { ProviderRow } from './provider-rows';

const r = serviceTexts.reasons;

/**
 * How much each criterion counts towards the match, as for homes: the job and the area decide whether a
 * provider can help at all, so they weigh most; the starting price next. A provider's score is the sum of
 * the weights of the criteria it meets; its match percent that sum over the sum of all asked.
 */
export const serviceCriterionWeights = { category: 3, location: 3, price: 2 } as const;

/** More free words add little and each costs a text scan per provider. */
const maxWords = 4;

export interface ServiceSearchTerm {
  criterion: ServiceMatchReason['criterion'];
  weight: number;
  /** The same test in SQL (to rank every provider) and in JS (to explain the page shown). */
  condition: SQL;
  reason(row: ProviderRow): ServiceMatchReason;
}

const labels = (categories: readonly ServiceCategory[]): string =>
  categories.map((category) => serviceCategoryLabels[category].toLowerCase()).join(' or ');

function categoryTerm(wanted: readonly ServiceCategory[]): ServiceSearchTerm {
  return {
    criterion: 'category',
    weight: serviceCriterionWeights.category,
    condition: offersAnyOf(wanted),
    reason: (row) => {
      const offered = row.categories.filter((category) => wanted.includes(category));
      return offered.length > 0
        ? { criterion: 'category', met: true, detail: r.categoryMet(labels(offered)) }
        : {
            criterion: 'category',
            met: false,
            detail: r.categoryMissed(labels(wanted), labels(row.categories)),
          };
    },
  };
}

function locationTerm(wanted: readonly string[]): ServiceSearchTerm {
  return {
    criterion: 'location',
    weight: serviceCriterionWeights.location,
    condition: servesAnyOf(wanted),
    reason: (row) => {
      const served = row.areas.filter((area) => wanted.includes(area));
      if (served.length > 0)
        return { criterion: 'location', met: true, detail: r.areaMet(served.join(', ')) };
      const some = row.areas.slice(0, 3).join(', ') + (row.areas.length > 3 ? '…' : '');
      return { criterion: 'location', met: false, detail: r.areaMissed(wanted.join(' or '), some) };
    },
  };
}

function priceTerm(bounds: ServiceCriteria['price']): ServiceSearchTerm {
  return {
    criterion: 'price',
    weight: serviceCriterionWeights.price,
    condition: and(
      bounds.min === null ? undefined : gte(serviceProviders.priceFrom, bounds.min),
      bounds.max === null ? undefined : lte(serviceProviders.priceFrom, bounds.max),
    )!,
    reason: (row) => {
      if (bounds.max !== null && row.priceFrom > bounds.max) {
        return { criterion: 'price', met: false, detail: r.overBudget(row.priceFrom - bounds.max) };
      }
      if (bounds.min !== null && row.priceFrom < bounds.min) {
        return { criterion: 'price', met: false, detail: r.belowMinimum(bounds.min - row.priceFrom) };
      }
      return { criterion: 'price', met: true, detail: r.priceMet(row.priceFrom) };
    },
  };
}

/** The asked criteria, heaviest first (the order reasons are shown in). */
export function serviceSearchTerms(criteria: ServiceCriteria): ServiceSearchTerm[] {
  const terms: ServiceSearchTerm[] = [];
  if (criteria.categories.length > 0) terms.push(categoryTerm(criteria.categories));
  if (criteria.locations.length > 0) terms.push(locationTerm(criteria.locations));
  if (criteria.price.min !== null || criteria.price.max !== null) terms.push(priceTerm(criteria.price));
  return terms;
}

/** The free words worth looking for in a provider's name and description: plain words, each once. */
export function relevanceWords(unmatched: readonly string[]): string[] {
  const words = unmatched.filter((word) => /^[a-z0-9]{3,}$/.test(word));
  return [...new Set(words)].slice(0, maxWords);
}

const providerText = sql`lower(${serviceProviders.businessName} || ' ' || ${serviceProviders.description})`;

/** The summed weight of the criteria a provider meets. */
export function scoreSql(terms: readonly ServiceSearchTerm[]): SQL {
  if (terms.length === 0) return sql`0`;
  return sql.join(
    terms.map((term) => sql`(case when ${term.condition} then ${sql.raw(String(term.weight))} else 0 end)`),
    sql` + `,
  );
}

/** Whether the provider's name or description contains the word (plain substring: names are short). */
export function mentionSql(word: string): SQL {
  return sql`strpos(${providerText}, ${word}) > 0`;
}

/** How many of the words the provider's name or description contains. */
export function mentionsSql(words: readonly string[]): SQL {
  if (words.length === 0) return sql`0`;
  return sql.join(
    words.map((word) => sql`(${mentionSql(word)})::int`),
    sql` + `,
  );
}

function mentions(row: ProviderRow, word: string): boolean {
  return `${row.businessName} ${row.description}`.toLowerCase().includes(word);
}

/**
 * How well a provider matches, honestly: with criteria, the weighted share met with a reason each; with
 * free words only, the share of the words it mentions; with nothing asked, 100 and one reason saying so.
 */
export function serviceMatchOf(
  row: ProviderRow,
  terms: readonly ServiceSearchTerm[],
  words: readonly string[],
): ServiceMatch {
  if (terms.length > 0) {
    const reasons = terms.map((term) => term.reason(row));
    const total = terms.reduce((sum, term) => sum + term.weight, 0);
    const met = terms.reduce((sum, term, i) => sum + (reasons[i]!.met ? term.weight : 0), 0);
    return { percent: Math.round((100 * met) / total), reasons };
  }
  if (words.length > 0) {
    const reasons = words.map((word) => {
      const met = mentions(row, word);
      return { criterion: 'words' as const, met, detail: met ? r.wordMet(word) : r.wordMissed(word) };
    });
    const met = reasons.filter((reason) => reason.met).length;
    return { percent: Math.round((100 * met) / words.length), reasons };
  }
  return { percent: 100, reasons: [{ criterion: 'none', met: true, detail: r.noPreferences }] };
}
