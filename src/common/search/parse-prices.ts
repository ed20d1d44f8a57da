import { isFree, markUsed, type ParseState, type PriceFound } from './parse-state';
import {
  boundSuffixIndex,
  priceBoundPrefixIndex,
  priceRangeJoinerIndex,
  rangeOpenerIndex,
} from './quantity-indexes';
import { amountFillers, amountMultipliers, currencyWords } from './quantity-words';

/**
 * Below this a number with no "k", "m" or currency is not a price: "2" is a count, "45" is Githurai 45.
 * Nothing in Kenya rents for less than a thousand shillings a month.
 */
const minBarePrice = 1_000;
/** Above this an amount is a typo or junk; it also keeps the schema's numbers finite. */
const maxPrice = 1_000_000_000_000;

const multipliers: ReadonlyMap<string, number> = new Map(Object.entries(amountMultipliers));
/** (sw) Kiswahili puts the multiplier first: "elfu 50" (fifty thousand), "milioni 2". */
const leadingMultipliers: ReadonlySet<string> = new Set(['elfu', 'milioni']);
const currencies: ReadonlySet<string> = new Set(currencyWords);
const fillers: ReadonlySet<string> = new Set(amountFillers);

interface Amount {
  readonly number: number;
  readonly multiplier: number | null;
  readonly currency: boolean;
  readonly end: number;
}

interface PriceMatch {
  readonly price: PriceFound;
  readonly end: number;
}

/**
 * Reads amounts in KES with their bounds: "50k", "Ksh 45,000", "1.5 million", "under 50k", "at least 30k",
 * "between 30k and 50k", "30-50k", "50k or less". A lone amount is recorded as bare; the caller treats it as a
 * budget (a maximum). Runs after the room-count reader, so "2" in "2 bedroom" is already taken.
 */
export function parsePrices(state: ParseState): void {
  for (let index = 0; index < state.tokens.length; index++) {
    if (state.used[index]) continue;
    const match = priceAt(state, index);
    if (!match) continue;
    state.prices.push(match.price);
    markUsed(state, index, match.end);
    index = match.end - 1;
  }
}

function priceAt(state: ParseState, start: number): PriceMatch | null {
  const { tokens, used } = state;
  const prefix = priceBoundPrefixIndex.match(tokens, used, start);
  const opener = prefix ? null : rangeOpenerIndex.match(tokens, used, start);
  const first = readAmount(
    state,
    prefix || opener ? skipFillers(state, prefix?.end ?? opener?.end ?? start) : start,
  );
  if (!first) return null;
  const value = valueOf(first, null);

  const joiner = priceRangeJoinerIndex.match(tokens, used, first.end);
  const second =
    joiner && (!joiner.value || opener) ? readAmount(state, skipFillers(state, joiner.end)) : null;
  const low = second ? valueOf(first, second) : null;
  const high = second ? valueOf(second, null) : null;
  if (second && low !== null && high !== null) {
    return { price: { min: Math.min(low, high), max: Math.max(low, high), bare: false }, end: second.end };
  }

  if (value === null) return null;
  const suffix = prefix ? null : boundSuffixIndex.match(tokens, used, first.end);
  const bound = prefix?.value ?? suffix?.value;
  const end = suffix?.end ?? first.end;
  if (!bound) return { price: { min: null, max: value, bare: true }, end };
  const price = bound.bound === 'min' ? { min: value, max: null } : { min: null, max: value };
  return { price: { ...price, bare: false }, end };
}

function skipFillers(state: ParseState, position: number): number {
  let next = position;
  while (isFree(state, next) && fillers.has(state.tokens[next]?.text ?? '')) next++;
  return next;
}

/** "ksh 45000", "45k", "1.5 million", "45,000 bob", (sw) "elfu 50". */
function readAmount(state: ParseState, start: number): Amount | null {
  let position = start;
  const textAt = (at: number): string => (isFree(state, at) ? (state.tokens[at]?.text ?? '') : '');

  const currencyBefore = currencies.has(textAt(position));
  if (currencyBefore) position++;
  let multiplier: number | null = null;
  if (leadingMultipliers.has(textAt(position))) {
    multiplier = multipliers.get(textAt(position)) ?? null;
    position++;
  }

  const numberToken = state.tokens[position];
  if (!numberToken || numberToken.kind !== 'number' || !isFree(state, position)) return null;
  position++;

  if (multiplier === null && multipliers.has(textAt(position))) {
    multiplier = multipliers.get(textAt(position)) ?? null;
    position++;
  }
  const currencyAfter = !currencyBefore && currencies.has(textAt(position));
  if (currencyAfter) position++;
  return { number: numberToken.value, multiplier, currency: currencyBefore || currencyAfter, end: position };
}

/**
 * The amount in whole shillings, or null when it is not a price. In a range the low end borrows the high
 * end's multiplier when it has none: "30-50k" is 30,000 to 50,000, "1.5 - 2m" is 1.5M to 2M.
 */
function valueOf(amount: Amount, rangeEnd: Amount | null): number | null {
  const borrowed =
    amount.multiplier ?? (rangeEnd && amount.number < rangeEnd.number ? rangeEnd.multiplier : null);
  const value = Math.round(amount.number * (borrowed ?? 1));
  const explicit = borrowed !== null || amount.currency;
  if (!(value > 0 && value <= maxPrice)) return null;
  return explicit || value >= minBarePrice ? value : null;
}
