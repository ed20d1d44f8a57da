import { createPhraseIndex } from './phrase-index';
import { isFree, markUsed, type Bounds, type ParseState } from './parse-state';
import {
  boundSuffixIndex,
  countBoundPrefixIndex,
  countRangeJoinerIndex,
  rangeOpenerIndex,
} from './quantity-indexes';
import {
  bathroomNouns,
  bedroomNouns,
  englishNumberWords,
  swahiliBathroomNouns,
  swahiliBedroomNouns,
  swahiliBedroomQualifiers,
  swahiliNumberWords,
  type BoundWord,
} from './quantity-words';

type Room = 'bedrooms' | 'bathrooms';

/** No home has more; a bigger number next to "bedroom" is a typo or a price, not a count. */
const maxRooms = 20;

const nounIndex = createPhraseIndex<Room>([
  ...bedroomNouns.map((noun) => [noun, 'bedrooms'] as const),
  ...bathroomNouns.map((noun) => [noun, 'bathrooms'] as const),
]);
const swahiliNounIndex = createPhraseIndex<Room>([
  ...swahiliBedroomNouns.map((noun) => [noun, 'bedrooms'] as const),
  ...swahiliBathroomNouns.map((noun) => [noun, 'bathrooms'] as const),
]);
const swahiliBedroomQualifierIndex = createPhraseIndex<true>(
  swahiliBedroomQualifiers.map((phrase) => [phrase, true] as const),
);
const englishCounts: ReadonlyMap<string, number> = new Map(Object.entries(englishNumberWords));
const swahiliCounts: ReadonlyMap<string, number> = new Map(Object.entries(swahiliNumberWords));
/** What "3+" and "3 plus" mean. */
const atLeast: BoundWord = { bound: 'min', shift: 0 };
/** "2 bed sitter" is a bedsitter, not two bedrooms. */
const notBedroomAfterBed: ReadonlySet<string> = new Set(['sitter', 'sitters']);

interface CountMatch {
  readonly room: Room;
  readonly bounds: Bounds;
  readonly end: number;
}

interface Count {
  readonly value: number;
  readonly end: number;
}

/**
 * Reads bedroom and bathroom counts: "2br", "two bedroomed", "3+ bedrooms", "at least 3 beds",
 * "2-3 bedrooms", "between 2 and 3 bedrooms", and Kiswahili "vyumba viwili (vya kulala)". Runs before the
 * price reader so that the numbers it takes are never read as prices.
 */
export function parseRoomCounts(state: ParseState): void {
  for (let index = 0; index < state.tokens.length; index++) {
    if (state.used[index]) continue;
    const match = countAt(state, index);
    if (!match) continue;
    state[match.room].push(match.bounds);
    markUsed(state, index, match.end);
    index = match.end - 1;
  }
}

function countAt(state: ParseState, start: number): CountMatch | null {
  const prefix = countBoundPrefixIndex.match(state.tokens, state.used, start);
  const opener = prefix ? null : rangeOpenerIndex.match(state.tokens, state.used, start);
  const position = prefix?.end ?? opener?.end ?? start;
  const bound = prefix?.value ?? null;
  return numberFirst(state, position, bound, !!opener) ?? nounFirst(state, position, bound, !!opener);
}

/** "2 bedrooms", "3+ br", "2 or 3 beds", "3 bedrooms or more". */
function numberFirst(
  state: ParseState,
  start: number,
  prefix: BoundWord | null,
  opened: boolean,
): CountMatch | null {
  const { tokens, used } = state;
  const first = readCount(state, start, englishCounts);
  if (!first) return null;
  let position = first.end;
  let atLeastFirst = false;
  let second: Count | null = null;
  const plus = tokens[position]?.text;
  if ((plus === '+' || plus === 'plus') && isFree(state, position)) {
    atLeastFirst = true;
    position++;
  } else {
    second = readRangeEnd(state, position, opened, englishCounts);
    if (second) position = second.end;
  }

  // "2-bed": a hyphen may join the count to its noun.
  if (
    tokens[position]?.text === '-' &&
    isFree(state, position) &&
    nounIndex.match(tokens, used, position + 1)
  ) {
    position++;
  }
  const noun = nounIndex.match(tokens, used, position);
  if (!noun) return null;
  if (notBedroomAfterBed.has(tokens[noun.end]?.text ?? '')) return null;
  position = noun.end;

  const suffix = boundSuffixIndex.match(tokens, used, position);
  if (suffix) position = suffix.end;
  return {
    room: noun.value,
    bounds: toBounds(
      first.value,
      second?.value ?? null,
      atLeastFirst ? atLeast : (prefix ?? suffix?.value ?? null),
    ),
    end: position,
  };
}

/** (sw) "vyumba viwili", "chumba kimoja cha kulala", "vyumba vya kulala vitatu", "bafu mbili". */
function nounFirst(
  state: ParseState,
  start: number,
  prefix: BoundWord | null,
  opened: boolean,
): CountMatch | null {
  const { tokens, used } = state;
  const noun = swahiliNounIndex.match(tokens, used, start);
  if (!noun) return null;
  let position = noun.end;
  const skipBedroomQualifier = (): void => {
    const qualifier =
      noun.value === 'bedrooms' ? swahiliBedroomQualifierIndex.match(tokens, used, position) : null;
    if (qualifier) position = qualifier.end;
  };

  skipBedroomQualifier();
  const first = readCount(state, position, swahiliCounts);
  if (!first) return null;
  position = first.end;
  const second = readRangeEnd(state, position, opened, swahiliCounts);
  if (second) position = second.end;
  skipBedroomQualifier();

  const suffix = boundSuffixIndex.match(tokens, used, position);
  if (suffix) position = suffix.end;
  return {
    room: noun.value,
    bounds: toBounds(first.value, second?.value ?? null, prefix ?? suffix?.value ?? null),
    end: position,
  };
}

function readCount(state: ParseState, position: number, words: ReadonlyMap<string, number>): Count | null {
  const token = state.tokens[position];
  if (!token || !isFree(state, position)) return null;
  const value = token.kind === 'number' ? token.value : words.get(token.text);
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > maxRooms) return null;
  return { value, end: position + 1 };
}

/** The "3" in "2-3", "2 or 3", "2 to 3", and after an opener "between 2 and 3". */
function readRangeEnd(
  state: ParseState,
  position: number,
  opened: boolean,
  words: ReadonlyMap<string, number>,
): Count | null {
  const joiner = countRangeJoinerIndex.match(state.tokens, state.used, position);
  if (!joiner || (joiner.value && !opened)) return null;
  return readCount(state, joiner.end, words);
}

function toBounds(first: number, second: number | null, bound: BoundWord | null): Bounds {
  if (second !== null) return { min: Math.min(first, second), max: Math.max(first, second) };
  if (!bound) return { min: first, max: first };
  const value = Math.max(0, first + bound.shift);
  return bound.bound === 'min' ? { min: value, max: null } : { min: null, max: value };
}
