import type { LocationName } from '../locations/locations';
import type { Amenity, Intent, PropertyType } from './search-vocabulary';
import type { Token } from './tokenize';

export interface Bounds {
  min: number | null;
  max: number | null;
}

/** Something found, with the token where it starts, so results can follow the order of the text. */
export interface Found<T> {
  readonly at: number;
  readonly value: T;
}

export interface PriceFound {
  readonly min: number | null;
  readonly max: number | null;
  /** A lone amount with no bound word: read as a budget, i.e. a maximum, unless a bound word says otherwise. */
  readonly bare: boolean;
}

/**
 * The tokens and what the matchers have taken from them. Each matcher marks the tokens it uses so that the
 * next one cannot read them again ("2" in "2 bedroom" is no price) and so that the rest is "unmatched".
 */
export interface ParseState {
  readonly tokens: readonly Token[];
  readonly used: boolean[];
  readonly intents: Found<Intent>[];
  readonly propertyTypes: Found<PropertyType>[];
  readonly locations: Found<LocationName>[];
  readonly amenities: Found<Amenity>[];
  readonly bedrooms: Bounds[];
  readonly bathrooms: Bounds[];
  readonly prices: PriceFound[];
  /** Known wishes the criteria cannot hold ("ensuite"), reported under a canonical term. */
  readonly unsupported: Found<string>[];
}

export function createParseState(tokens: readonly Token[]): ParseState {
  return {
    tokens,
    used: tokens.map(() => false),
    intents: [],
    propertyTypes: [],
    locations: [],
    amenities: [],
    bedrooms: [],
    bathrooms: [],
    prices: [],
    unsupported: [],
  };
}

export function markUsed(state: ParseState, start: number, end: number): void {
  for (let index = start; index < end; index++) state.used[index] = true;
}

export function isFree(state: ParseState, index: number): boolean {
  return index < state.tokens.length && !state.used[index];
}
