import type { LocationName } from '../locations/locations';
import { locationPhrases } from './location-phrases';
import { createPhraseIndex, phraseEntries } from './phrase-index';
import { markUsed, type ParseState } from './parse-state';
import { bedroomNouns, englishNumberWords } from './quantity-words';
import {
  amenitySynonyms,
  houseMarkers,
  houseWords,
  intentSynonyms,
  landSizeWords,
  negationWords,
  propertyTypeSynonyms,
  unsupportedTerms,
  type Amenity,
  type Intent,
  type PropertyType,
} from './search-vocabulary';

type PhraseAction =
  | { readonly kind: 'intent'; readonly intent: Intent }
  | { readonly kind: 'type'; readonly type: PropertyType }
  /** "house": a type only when something marks it as one; otherwise a neutral word. */
  | { readonly kind: 'house' }
  /** "acre": land, and the quantity in front of it is a size. */
  | { readonly kind: 'landSize' }
  | { readonly kind: 'amenity'; readonly amenity: Amenity }
  | { readonly kind: 'locations'; readonly names: readonly LocationName[] }
  | { readonly kind: 'unsupported'; readonly term: string };

const phraseIndex = createPhraseIndex<PhraseAction>([
  ...phraseEntries(intentSynonyms).map(([phrase, intent]) => [phrase, { kind: 'intent', intent }] as const),
  ...phraseEntries(propertyTypeSynonyms).map(([phrase, type]) => [phrase, { kind: 'type', type }] as const),
  ...houseWords.map((word) => [word, { kind: 'house' }] as const),
  ...landSizeWords.map((word) => [word, { kind: 'landSize' }] as const),
  ...phraseEntries(amenitySynonyms).map(
    ([phrase, amenity]) => [phrase, { kind: 'amenity', amenity }] as const,
  ),
  ...[...locationPhrases].map(([phrase, names]) => [phrase, { kind: 'locations', names }] as const),
  ...phraseEntries(unsupportedTerms).map(
    ([phrase, term]) => [phrase, { kind: 'unsupported', term }] as const,
  ),
]);

/** Every word of every phrase: none of them is a misspelt place name. */
export const vocabularyWords: ReadonlySet<string> = phraseIndex.words;

const houseTypeMarkers: ReadonlySet<string> = new Set([...houseMarkers, ...bedroomNouns]);
const negations: ReadonlySet<string> = new Set(negationWords);
const articles: ReadonlySet<string> = new Set(['a', 'an', 'any']);
const quantityWords: ReadonlySet<string> = new Set(Object.keys(englishNumberWords));

/**
 * Takes every known phrase (intents, types, amenities, places, landmarks), longest first, left to right.
 * Runs after numbers are read, so the words it sees are the ones no count or price claimed.
 */
export function matchPhrases(state: ParseState): void {
  for (let index = 0; index < state.tokens.length; index++) {
    const match = phraseIndex.match(state.tokens, state.used, index);
    if (!match) continue;
    const { value: action, end } = match;
    switch (action.kind) {
      case 'intent':
        state.intents.push({ at: index, value: action.intent });
        break;
      case 'type':
        state.propertyTypes.push({ at: index, value: action.type });
        break;
      case 'house':
        if (!houseTypeMarkers.has(state.tokens[index - 1]?.text ?? '')) continue;
        state.propertyTypes.push({ at: index, value: 'house' });
        break;
      case 'landSize':
        state.propertyTypes.push({ at: index, value: 'land' });
        markUsed(state, landQuantityStart(state, index), index);
        break;
      case 'amenity':
        // The words stay unused, so a negated amenity is reported as unmatched rather than searched for.
        if (isNegated(state, index, end)) {
          index = end - 1;
          continue;
        }
        state.amenities.push({ at: index, value: action.amenity });
        break;
      case 'locations':
        for (const name of action.names) state.locations.push({ at: index, value: name });
        break;
      case 'unsupported':
        state.unsupported.push({ at: index, value: action.term });
        break;
    }
    markUsed(state, index, end);
    index = end - 1;
  }
}

/** "no pets", "without a pool", "bila maegesho", and after the phrase: "pets not allowed". */
function isNegated(state: ParseState, start: number, end: number): boolean {
  let before = start - 1;
  while (articles.has(state.tokens[before]?.text ?? '')) before--;
  return negations.has(state.tokens[before]?.text ?? '') || state.tokens[end]?.text === 'not';
}

/** Where "2 acres", "one acre" or "1/8 acre" begins, given the index of the acre word. */
function landQuantityStart(state: ParseState, index: number): number {
  const isFreeQuantity = (at: number): boolean => {
    const token = state.tokens[at];
    return !!token && !state.used[at] && (token.kind === 'number' || quantityWords.has(token.text));
  };
  if (!isFreeQuantity(index - 1)) return index;
  const fraction = state.tokens[index - 2]?.text === '/' && isFreeQuantity(index - 3);
  return fraction ? index - 3 : index - 1;
}
