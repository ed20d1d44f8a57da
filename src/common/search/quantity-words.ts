/**
 * Words around numbers: room counts, prices and how people bound them. Written as typed; the parser
 * tokenizes them. (sw) marks Kiswahili.
 */

/** Counts written as words, for "two bedroomed" and "single bedroom". */
export const englishNumberWords: Readonly<Record<string, number>> = {
  single: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/**
 * (sw) Counts after "chumba/vyumba" (room/rooms) and "bafu" (bathroom). Kiswahili numbers agree with the
 * noun class ("vyumba viwili", "mabafu mawili"), and people also use the bare form ("vyumba mbili").
 */
export const swahiliNumberWords: Readonly<Record<string, number>> = {
  moja: 1,
  kimoja: 1,
  mbili: 2,
  viwili: 2,
  mawili: 2,
  tatu: 3,
  vitatu: 3,
  matatu: 3,
  nne: 4,
  vinne: 4,
  manne: 4,
  tano: 5,
  vitano: 5,
  matano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
  kumi: 10,
};

/** Nouns that follow a count: "2 bedroom", "2br", "3 bdrm". */
export const bedroomNouns: readonly string[] = [
  'bedroom',
  'bedrooms',
  'bedroomed',
  'bed',
  'beds',
  'br',
  'brs',
  'bd',
  'bds',
  'bdr',
  'bdrs',
  'bdrm',
  'bdrms',
  'bedrm',
  'bedrms',
];
export const bathroomNouns: readonly string[] = [
  'bathroom',
  'bathrooms',
  'bath',
  'baths',
  'ba',
  'bth',
  'bths',
  'bathrm',
  'bathrms',
  'washroom',
  'washrooms',
];

/** (sw) Nouns that come before their count: "vyumba viwili", "bafu mbili". */
export const swahiliBedroomNouns: readonly string[] = ['chumba', 'vyumba'];
export const swahiliBathroomNouns: readonly string[] = ['bafu', 'mabafu'];
/** (sw) "cha/vya kulala" (for sleeping) marks a room as a bedroom; it may sit either side of the count. */
export const swahiliBedroomQualifiers: readonly string[] = ['cha kulala', 'vya kulala'];

/**
 * How a bound reads before a number. `shift` turns strict counts into inclusive ones: "more than 2
 * bedrooms" is 3 or more. Prices ignore the shift: "more than 50k" is not "50,001 or more" to anyone.
 */
export interface BoundWord {
  readonly bound: 'min' | 'max';
  readonly shift: number;
}
const atLeast: BoundWord = { bound: 'min', shift: 0 };
const moreThan: BoundWord = { bound: 'min', shift: 1 };
const atMost: BoundWord = { bound: 'max', shift: 0 };
const lessThan: BoundWord = { bound: 'max', shift: -1 };

/** Bounds in front of a number, shared by room counts and prices. */
export const boundPrefixes: Readonly<Record<string, BoundWord>> = {
  'at least': atLeast,
  atleast: atLeast,
  min: atLeast,
  minimum: atLeast,
  from: atLeast,
  starting: atLeast,
  'starting at': atLeast,
  'starting from': atLeast,
  'upwards of': atLeast,
  'more than': moreThan,
  over: moreThan,
  above: moreThan,
  angalau: atLeast, // (sw) at least
  kuanzia: atLeast, // (sw) starting from
  'zaidi ya': moreThan, // (sw) more than
  'juu ya': moreThan, // (sw) above
  'up to': atMost,
  upto: atMost,
  max: atMost,
  maximum: atMost,
  'at most': atMost,
  'not more than': atMost,
  'no more than': atMost,
  'not exceeding': atMost,
  'not above': atMost,
  'less than': lessThan,
  'fewer than': lessThan,
  under: lessThan,
  below: lessThan,
  hadi: atMost, // (sw) up to
  mpaka: atMost, // (sw) up to
  isiyozidi: atMost, // (sw) not exceeding
  'chini ya': lessThan, // (sw) below
};

/** Bounds that only make sense for money: a "budget 2 bedroom" flat is cheap, not at most 2 bedrooms. */
export const priceOnlyBoundPrefixes: Readonly<Record<string, BoundWord>> = {
  budget: atMost,
  'budget of': atMost,
  'budget is': atMost,
  within: atMost,
  'cheaper than': atMost,
  bajeti: atMost, // (sw) budget
};

/**
 * Bounds after a number: "3 bedrooms or more", "50k max", "3+". "plus" is left out on purpose: "3 bedroom
 * plus SQ" is three bedrooms and a staff quarter, not three or more.
 */
export const boundSuffixes: Readonly<Record<string, BoundWord>> = {
  '+': atLeast,
  'or more': atLeast,
  'and more': atLeast,
  'and above': atLeast,
  'or above': atLeast,
  'and over': atLeast,
  'and up': atLeast,
  upwards: atLeast,
  'and upwards': atLeast,
  onwards: atLeast,
  min: atLeast,
  minimum: atLeast,
  'at least': atLeast,
  'or less': atMost,
  'or fewer': atMost,
  'and below': atMost,
  'or below': atMost,
  'and under': atMost,
  max: atMost,
  maximum: atMost,
  'at most': atMost,
  tops: atMost,
  'au zaidi': atLeast, // (sw) or more
};

/** Opens a two-sided range: "between 30k and 50k", (sw) "kati ya 30k na 50k". */
export const rangeOpeners: readonly string[] = ['between', 'kati ya'];
/** Joins the two ends of a range. "and"/"na" only join after an opener: "2br and 50k" is no range. */
export const rangeJoiners: readonly string[] = ['-', 'to', 'till', 'until', 'hadi', 'mpaka'];
export const openedRangeJoiners: readonly string[] = ['and', 'na'];
/** "2 or 3 bedrooms" is a range, but "under 50k or 60k" is a hesitation, not 50k–60k. */
export const countOnlyRangeJoiners: readonly string[] = [
  'or',
  'au', // (sw) or
];

/** Words that may sit between a bound and its amount: "budget of about 50k". */
export const amountFillers: readonly string[] = [
  'of',
  'is',
  'at',
  'about',
  'around',
  'approx',
  'approximately',
  'roughly',
  'ya',
];

/** Currency words; they may come before or after the amount. "bob" is Kenyan slang for shillings. */
export const currencyWords: readonly string[] = [
  'ksh',
  'kshs',
  'kes',
  'sh',
  'shs',
  'shilling',
  'shillings',
  'bob',
];

/** Multipliers after an amount ("50k", "1.5 million"), or before it in Kiswahili ("elfu 50"). */
export const amountMultipliers: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  thousands: 1_000,
  elfu: 1_000, // (sw) thousand
  m: 1_000_000,
  mn: 1_000_000,
  mil: 1_000_000,
  mill: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
  milioni: 1_000_000, // (sw) million
  bn: 1_000_000_000,
  billion: 1_000_000_000,
};
