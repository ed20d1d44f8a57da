/**
 * The canonical search keys of the product's search vocabulary and the words people type for them.
 *
 * Phrases are written the way people type them; the parser tokenizes them with the same tokenizer as the
 * search text, so "wi-fi", "servant's quarters" and "24/7 security" work as written. Matching is case-blind
 * and whole-word. A phrase may appear in only one table (the phrase index refuses duplicates at load).
 * Words marked (sw) are Kiswahili, (sheng) are Nairobi street slang.
 */

export const intents = ['rent', 'buy'] as const;
export type Intent = (typeof intents)[number];

export const propertyTypes = [
  'bedsitter',
  'studio',
  'apartment',
  'maisonette',
  'townhouse',
  'bungalow',
  'villa',
  'house',
  'land',
  'commercial',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const amenities = [
  'parking',
  'pool',
  'gym',
  'borehole',
  'generator',
  'cctv',
  'gated',
  'lift',
  'balcony',
  'garden',
  'dsq',
  'furnished',
  'pets',
  'internet',
  'water_tank',
  'solar',
] as const;
export type Amenity = (typeof amenities)[number];

export const intentSynonyms: Readonly<Record<Intent, readonly string[]>> = {
  rent: [
    'rent',
    'to rent',
    'for rent',
    'rental',
    'rentals',
    'renting',
    'to let',
    'for let',
    'letting',
    'lease',
    'per month',
    'a month',
    'pm',
    'monthly',
    'kodi', // (sw) rent
    'kukodi', // (sw) to rent
    'kukodisha', // (sw) to let out
    'kupanga', // (sw) to rent a room or house
    'kupangisha', // (sw) to let out
    'kwa mwezi', // (sw) per month
  ],
  buy: [
    'buy',
    'to buy',
    'buying',
    'purchase',
    'purchasing',
    'for sale',
    'on sale',
    'sale',
    'own',
    'to own',
    'kununua', // (sw) to buy
    'nunua', // (sw) buy
    'kuuza', // (sw) to sell: a seller's house is one for sale
    'inauzwa', // (sw) is for sale
    'inayouzwa', // (sw) which is for sale
  ],
};

/**
 * "house" and "home" are deliberately absent: they name a type only when something marks them as one
 * ("a house", "3 bedroom house", "standalone"), which the parser decides from context.
 * "nyumba" (sw: house, home) is absent too: on its own it names no type.
 */
export const propertyTypeSynonyms: Readonly<Record<PropertyType, readonly string[]>> = {
  bedsitter: [
    'bedsitter',
    'bedsitters',
    'bed sitter',
    'bed sitters',
    'bedsit',
    'bedsits',
    'single room',
    'single rooms',
    'bedsitter apartment',
  ],
  studio: ['studio', 'studios', 'studio apartment', 'studio apartments', 'studio flat'],
  apartment: [
    'apartment',
    'apartments',
    'apt',
    'apts',
    'flat',
    'flats',
    'penthouse',
    'fleti', // (sw) flat
  ],
  maisonette: [
    'maisonette',
    'maisonettes',
    'maisonnette',
    'maisonnettes',
    'maisonete',
    'masionette',
    'duplex', // Kenyan listings use it for a two-storey maisonette
  ],
  townhouse: ['townhouse', 'townhouses', 'town house', 'town houses', 'townhome', 'townhomes'],
  bungalow: ['bungalow', 'bungalows', 'bungallow'],
  villa: ['villa', 'villas', 'mansion', 'mansions'],
  house: [
    'standalone',
    'stand alone',
    'standalone house',
    'stand alone house',
    'standalone home',
    'detached house',
    'detached home',
    'family house',
  ],
  land: [
    'land',
    'plot',
    'plots',
    'eighth acre',
    'quarter acre',
    'half acre',
    'half an acre',
    'shamba', // (sw) farm, piece of land
    'kiwanja', // (sw) plot
    'viwanja', // (sw) plots
    'ardhi', // (sw) land
  ],
  commercial: [
    'commercial',
    'commercial property',
    'commercial space',
    'office',
    'offices',
    'office space',
    'shop',
    'shops',
    'stall',
    'stalls',
    'warehouse',
    'warehouses',
    'godown', // Kenyan English for warehouse
    'godowns',
    'retail space',
    'business premises',
    'duka', // (sw) shop
    'maduka', // (sw) shops
    'ofisi', // (sw) office
  ],
};

/** Words that make the following "house"/"houses" a property type rather than a general word. */
export const houseMarkers: readonly string[] = ['a', 'an', 'big', 'spacious', 'entire', 'whole'];
export const houseWords: readonly string[] = ['house', 'houses'];

/** Sizes of land: the type is land, and the number in front ("2 acres", "1/8 acre") is a size, not a price. */
export const landSizeWords: readonly string[] = ['acre', 'acres', 'acreage'];

export const amenitySynonyms: Readonly<Record<Amenity, readonly string[]>> = {
  parking: [
    'parking',
    'car park',
    'carpark',
    'parking space',
    'parking spaces',
    'parking lot',
    'parking bay',
    'garage',
    'packing', // common misspelling in Kenyan listings ("ample packing")
    'maegesho', // (sw) parking
  ],
  pool: [
    'pool',
    'pools',
    'swimming pool',
    'swimming',
    'bwawa',
    'bwawa la kuogelea' /* (sw) (swimming) pool */,
  ],
  gym: ['gym', 'gymnasium', 'fitness centre', 'fitness center'],
  borehole: ['borehole', 'bore hole', 'kisima' /* (sw) well */],
  generator: [
    'generator',
    'backup generator',
    'standby generator',
    'genset',
    'backup power',
    'back up power',
    'power backup',
    'jenereta', // (sw) generator
    // (sw) electricity: listings say "stima" to promise power that stays on, which is what a generator buys.
    'stima',
    'stima ya akiba', // (sw) backup electricity
  ],
  cctv: [
    'cctv',
    'cc tv',
    'security',
    'secure',
    '24/7 security',
    '24 hour security',
    '24hr security',
    'security guard',
    'security guards',
    'guard',
    'guards',
    'guarded',
    'electric fence',
    'electric fencing',
    'electrified fence',
    'askari', // (sw) guard, watchman
    'usalama', // (sw) security
    'ulinzi', // (sw) protection, guarding
  ],
  gated: ['gated', 'gated community', 'gated compound', 'gated estate'],
  lift: ['lift', 'lifts', 'elevator', 'elevators', 'lifti' /* (sw) lift */],
  balcony: [
    'balcony',
    'balconies',
    'veranda',
    'verandah',
    'roshani', // (sw) balcony
  ],
  garden: [
    'garden',
    'gardens',
    'yard',
    'backyard',
    'lawn',
    'compound', // Kenyan English: the private grounds round a house
    'own compound',
    'bustani', // (sw) garden
  ],
  dsq: [
    'dsq',
    'sq',
    'servant quarter',
    'servant quarters',
    'servants quarter',
    'servants quarters',
    'staff quarter',
    'staff quarters',
    'domestic staff quarters',
  ],
  furnished: [
    'furnished',
    'fully furnished',
    'furniture',
    'fanicha', // (sw) furniture
    'samani', // (sw) furniture
  ],
  pets: [
    'pets',
    'pet',
    'pet friendly',
    'pets allowed',
    'pets welcome',
    'dogs',
    'dog',
    'dogs allowed',
    'cats',
    'mbwa', // (sw) dog
  ],
  internet: [
    'internet',
    'wifi',
    'wi-fi',
    'fibre',
    'fiber',
    'fibre optic',
    'fiber optic',
    'broadband',
    'mtandao', // (sw) network, internet
  ],
  water_tank: [
    'water tank',
    'water tanks',
    'tank',
    'tanks',
    'reservoir',
    'constant water',
    'constant water supply',
    'reliable water',
    'water storage',
    'maji', // (sw) water: in a listing, a promise of supply
    'tanki la maji', // (sw) water tank
  ],
  solar: [
    'solar',
    'solar water heating',
    'solar water heater',
    'solar heating',
    'solar panels',
    'solar power',
    'umeme wa jua', // (sw) solar electricity
  ],
};

/** Words before an amenity that turn it into a wish we cannot express ("no pets", "without parking"). */
export const negationWords: readonly string[] = [
  'no',
  'not',
  'non',
  'without',
  'bila', // (sw) without
  'hakuna', // (sw) there is no
];

/**
 * Wishes people state that the criteria cannot express. They are reported in `unmatchedTerms` under the
 * canonical term on the left, so a caller can say "we ignored: ensuite".
 */
export const unsupportedTerms: Readonly<Record<string, readonly string[]>> = {
  // Every bedroom having its own bathroom says nothing reliable about the bathroom count, so no minimum.
  ensuite: ['ensuite', 'en suite', 'all ensuite', 'all en suite'],
  // "un-furnished" is tokenized as "un furnished"; listed so that "un" is not read as the UN (Gigiri).
  unfurnished: ['unfurnished', 'un-furnished', 'non furnished', 'not furnished'],
};
