import { landmarks, locations, locationsInCity, type LocationName } from '../locations/locations';
import { tokenize } from './tokenize';

/** Cities too broad to narrow a search: nearly all listings are in them or around them. */
const unnarrowingCities: ReadonlySet<string> = new Set(['Nairobi']);

function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((token) => token.text)
    .join(' ');
}

function buildLocationPhrases(): ReadonlyMap<string, readonly LocationName[]> {
  const phrases = new Map<string, LocationName[]>();
  const add = (phrase: string, names: readonly LocationName[]): void => {
    const key = phraseKey(phrase);
    const known = phrases.get(key) ?? [];
    // Several places may share a phrase ("Milimani"): the phrase then stands for all of them.
    phrases.set(key, [...known, ...names.filter((name) => !known.includes(name))]);
  };

  for (const location of locations) {
    add(location.name, [location.name]);
    for (const alias of location.aliases) add(alias, [location.name]);
  }
  for (const [landmark, names] of Object.entries(landmarks)) add(landmark, names);
  // A county or city outside Nairobi ("Mombasa", "Kiambu") stands for every location ABODE knows there.
  for (const city of new Set(locations.map((location) => location.city))) {
    if (!unnarrowingCities.has(city)) add(city, locationsInCity(city));
  }
  return phrases;
}

/**
 * Every phrase that names a place, in token form ("langata", "milimani kisumu", "thika road"), with the
 * canonical locations it stands for.
 */
export const locationPhrases: ReadonlyMap<string, readonly LocationName[]> = buildLocationPhrases();
