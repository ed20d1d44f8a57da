/**
 * The locations ABODE knows, with the indicative market facts of the product's search vocabulary. The
 * search parser, the demo-data generator and the
 * listings seed all read this one table, so prices here steer both what is found and what is generated.
 *
 * Prices are whole KES. Rent ranges are per month; `sale` is the typical price of a 2–3 bedroom home.
 * A `null` rent band means the area has (almost) no such units on the market, e.g. bedsitters in Runda.
 */

export const locationTiers = ['budget', 'middle', 'upmarket', 'luxury'] as const;
export type LocationTier = (typeof locationTiers)[number];

export type PriceRange = readonly [min: number, max: number];

export interface LocationRecord {
  readonly name: string;
  readonly city: string;
  readonly tier: LocationTier;
  /** Nicknames and alternate spellings people type; matched case-insensitively as whole words. */
  readonly aliases: readonly string[];
  readonly latitude: number;
  readonly longitude: number;
  readonly rent: {
    /** Bedsitter or 1 bedroom. */
    readonly oneBed: PriceRange | null;
    readonly twoBed: PriceRange | null;
    /** 3 bedrooms or more, including stand-alone houses. */
    readonly threePlus: PriceRange | null;
  };
  readonly sale: PriceRange;
}

export const locations = [
  {
    name: 'Westlands',
    city: 'Nairobi',
    tier: 'upmarket',
    aliases: ['Westie', 'Westy'],
    latitude: -1.2676,
    longitude: 36.8108,
    rent: { oneBed: [40_000, 70_000], twoBed: [60_000, 120_000], threePlus: [120_000, 300_000] },
    sale: [9_000_000, 25_000_000],
  },
  {
    name: 'Kilimani',
    city: 'Nairobi',
    tier: 'upmarket',
    aliases: ['Kili'],
    latitude: -1.2905,
    longitude: 36.7846,
    rent: { oneBed: [35_000, 60_000], twoBed: [50_000, 90_000], threePlus: [140_000, 250_000] },
    sale: [9_000_000, 18_000_000],
  },
  {
    name: 'Kileleshwa',
    city: 'Nairobi',
    tier: 'upmarket',
    aliases: ['Kile'],
    latitude: -1.2797,
    longitude: 36.7807,
    rent: { oneBed: [35_000, 55_000], twoBed: [50_000, 80_000], threePlus: [100_000, 200_000] },
    sale: [10_000_000, 20_000_000],
  },
  {
    name: 'Lavington',
    city: 'Nairobi',
    tier: 'upmarket',
    aliases: ['Lavi', 'Lavy'],
    latitude: -1.2787,
    longitude: 36.7673,
    rent: { oneBed: [40_000, 60_000], twoBed: [70_000, 120_000], threePlus: [150_000, 350_000] },
    sale: [15_000_000, 45_000_000],
  },
  {
    name: 'Karen',
    city: 'Nairobi',
    tier: 'luxury',
    aliases: [],
    latitude: -1.3197,
    longitude: 36.7078,
    rent: { oneBed: null, twoBed: [80_000, 150_000], threePlus: [200_000, 600_000] },
    sale: [40_000_000, 150_000_000],
  },
  {
    name: 'Gigiri',
    city: 'Nairobi',
    tier: 'luxury',
    aliases: ['UN area'],
    latitude: -1.2339,
    longitude: 36.8059,
    rent: { oneBed: null, twoBed: [120_000, 200_000], threePlus: [200_000, 500_000] },
    sale: [30_000_000, 90_000_000],
  },
  {
    name: 'Runda',
    city: 'Nairobi',
    tier: 'luxury',
    aliases: [],
    latitude: -1.2146,
    longitude: 36.8131,
    rent: { oneBed: null, twoBed: null, threePlus: [300_000, 800_000] },
    sale: [60_000_000, 200_000_000],
  },
  {
    name: 'Muthaiga',
    city: 'Nairobi',
    tier: 'luxury',
    aliases: [],
    latitude: -1.2486,
    longitude: 36.8358,
    rent: { oneBed: null, twoBed: null, threePlus: [350_000, 900_000] },
    sale: [80_000_000, 250_000_000],
  },
  {
    name: 'Parklands',
    city: 'Nairobi',
    tier: 'upmarket',
    aliases: [],
    latitude: -1.262,
    longitude: 36.815,
    rent: { oneBed: [30_000, 50_000], twoBed: [50_000, 85_000], threePlus: [90_000, 180_000] },
    sale: [8_000_000, 18_000_000],
  },
  {
    name: 'Riverside',
    city: 'Nairobi',
    tier: 'upmarket',
    aliases: ['Riverside Drive'],
    latitude: -1.2706,
    longitude: 36.8033,
    rent: { oneBed: [50_000, 80_000], twoBed: [90_000, 170_000], threePlus: [170_000, 300_000] },
    sale: [15_000_000, 35_000_000],
  },
  {
    name: 'Upper Hill',
    city: 'Nairobi',
    tier: 'upmarket',
    aliases: ['Upperhill'],
    latitude: -1.2986,
    longitude: 36.8147,
    rent: { oneBed: [45_000, 70_000], twoBed: [70_000, 120_000], threePlus: [120_000, 220_000] },
    sale: [12_000_000, 25_000_000],
  },
  {
    name: 'Spring Valley',
    city: 'Nairobi',
    tier: 'luxury',
    aliases: ['Springvalley'],
    latitude: -1.2456,
    longitude: 36.7869,
    rent: { oneBed: null, twoBed: [90_000, 160_000], threePlus: [200_000, 450_000] },
    sale: [35_000_000, 90_000_000],
  },
  {
    name: 'Loresho',
    city: 'Nairobi',
    tier: 'upmarket',
    aliases: [],
    latitude: -1.2553,
    longitude: 36.7608,
    rent: { oneBed: null, twoBed: [60_000, 100_000], threePlus: [150_000, 300_000] },
    sale: [25_000_000, 60_000_000],
  },
  {
    name: 'Kitisuru',
    city: 'Nairobi',
    tier: 'luxury',
    aliases: [],
    latitude: -1.2283,
    longitude: 36.7731,
    rent: { oneBed: null, twoBed: null, threePlus: [250_000, 600_000] },
    sale: [50_000_000, 150_000_000],
  },
  {
    name: "Lang'ata",
    city: 'Nairobi',
    tier: 'middle',
    aliases: ['Langata'],
    latitude: -1.3376,
    longitude: 36.7555,
    rent: { oneBed: [20_000, 35_000], twoBed: [35_000, 60_000], threePlus: [80_000, 200_000] },
    sale: [8_000_000, 30_000_000],
  },
  {
    name: 'South B',
    city: 'Nairobi',
    tier: 'middle',
    aliases: ['SouthB'],
    latitude: -1.3106,
    longitude: 36.8356,
    rent: { oneBed: [15_000, 25_000], twoBed: [30_000, 45_000], threePlus: [50_000, 70_000] },
    sale: [6_000_000, 12_000_000],
  },
  {
    name: 'South C',
    city: 'Nairobi',
    tier: 'middle',
    aliases: ['SouthC'],
    latitude: -1.32,
    longitude: 36.827,
    rent: { oneBed: [18_000, 28_000], twoBed: [35_000, 50_000], threePlus: [55_000, 80_000] },
    sale: [7_000_000, 14_000_000],
  },
  {
    name: 'Nairobi West',
    city: 'Nairobi',
    tier: 'middle',
    aliases: [],
    latitude: -1.308,
    longitude: 36.819,
    rent: { oneBed: [15_000, 25_000], twoBed: [28_000, 42_000], threePlus: [45_000, 65_000] },
    sale: [6_000_000, 10_000_000],
  },
  {
    name: 'Imara Daima',
    city: 'Nairobi',
    tier: 'middle',
    aliases: ['Imara'],
    latitude: -1.3325,
    longitude: 36.8814,
    rent: { oneBed: [12_000, 20_000], twoBed: [22_000, 35_000], threePlus: [40_000, 55_000] },
    sale: [5_000_000, 9_000_000],
  },
  {
    name: 'Buruburu',
    city: 'Nairobi',
    tier: 'middle',
    aliases: ['Buru', 'Buru Buru'],
    latitude: -1.287,
    longitude: 36.877,
    rent: { oneBed: [12_000, 20_000], twoBed: [20_000, 30_000], threePlus: [35_000, 55_000] },
    sale: [6_000_000, 12_000_000],
  },
  {
    name: 'Donholm',
    city: 'Nairobi',
    tier: 'middle',
    aliases: [],
    latitude: -1.296,
    longitude: 36.889,
    rent: { oneBed: [10_000, 18_000], twoBed: [18_000, 28_000], threePlus: [30_000, 45_000] },
    sale: [4_000_000, 8_000_000],
  },
  {
    name: 'Ruaka',
    city: 'Kiambu',
    tier: 'middle',
    aliases: [],
    latitude: -1.209,
    longitude: 36.777,
    rent: { oneBed: [15_000, 20_000], twoBed: [25_000, 40_000], threePlus: [45_000, 70_000] },
    sale: [5_000_000, 9_000_000],
  },
  {
    name: 'Roysambu',
    city: 'Nairobi',
    tier: 'middle',
    aliases: ['TRM'],
    latitude: -1.218,
    longitude: 36.888,
    rent: { oneBed: [8_000, 15_000], twoBed: [18_000, 28_000], threePlus: [30_000, 45_000] },
    sale: [4_000_000, 7_000_000],
  },
  {
    name: 'Kasarani',
    city: 'Nairobi',
    tier: 'budget',
    aliases: [],
    latitude: -1.2231,
    longitude: 36.9029,
    rent: { oneBed: [7_000, 12_000], twoBed: [15_000, 25_000], threePlus: [28_000, 40_000] },
    sale: [3_500_000, 7_000_000],
  },
  {
    name: 'Syokimau',
    city: 'Machakos',
    tier: 'middle',
    aliases: [],
    latitude: -1.3618,
    longitude: 36.9376,
    rent: { oneBed: [10_000, 20_000], twoBed: [20_000, 35_000], threePlus: [35_000, 60_000] },
    sale: [4_500_000, 9_000_000],
  },
  {
    name: 'Umoja',
    city: 'Nairobi',
    tier: 'budget',
    aliases: [],
    latitude: -1.2832,
    longitude: 36.8985,
    rent: { oneBed: [6_000, 10_000], twoBed: [12_000, 18_000], threePlus: [20_000, 30_000] },
    sale: [3_000_000, 6_000_000],
  },
  {
    name: 'Kayole',
    city: 'Nairobi',
    tier: 'budget',
    aliases: [],
    latitude: -1.276,
    longitude: 36.913,
    rent: { oneBed: [5_000, 9_000], twoBed: [10_000, 15_000], threePlus: [15_000, 25_000] },
    sale: [2_500_000, 5_000_000],
  },
  {
    name: 'Utawala',
    city: 'Nairobi',
    tier: 'budget',
    aliases: [],
    latitude: -1.29,
    longitude: 36.96,
    rent: { oneBed: [6_000, 10_000], twoBed: [13_000, 20_000], threePlus: [22_000, 35_000] },
    sale: [3_000_000, 6_000_000],
  },
  {
    name: 'Githurai',
    city: 'Nairobi',
    tier: 'budget',
    aliases: ['Githurai 44', 'Githurai 45'],
    latitude: -1.202,
    longitude: 36.909,
    rent: { oneBed: [5_000, 9_000], twoBed: [10_000, 16_000], threePlus: [18_000, 28_000] },
    sale: [2_500_000, 5_000_000],
  },
  {
    name: 'Zimmerman',
    city: 'Nairobi',
    tier: 'budget',
    aliases: ['Zimmermann'],
    latitude: -1.211,
    longitude: 36.894,
    rent: { oneBed: [6_000, 10_000], twoBed: [12_000, 18_000], threePlus: [20_000, 30_000] },
    sale: [3_000_000, 5_500_000],
  },
  {
    name: 'Kahawa',
    city: 'Nairobi',
    tier: 'budget',
    aliases: ['Kahawa West', 'Kahawa Wendani', 'Kahawa Sukari'],
    latitude: -1.185,
    longitude: 36.925,
    rent: { oneBed: [6_000, 11_000], twoBed: [12_000, 20_000], threePlus: [22_000, 35_000] },
    sale: [3_000_000, 6_000_000],
  },
  {
    name: 'Ruiru',
    city: 'Kiambu',
    tier: 'budget',
    aliases: [],
    latitude: -1.146,
    longitude: 36.96,
    rent: { oneBed: [7_000, 12_000], twoBed: [12_000, 20_000], threePlus: [22_000, 40_000] },
    sale: [3_500_000, 7_000_000],
  },
  {
    name: 'Juja',
    city: 'Kiambu',
    tier: 'budget',
    aliases: [],
    latitude: -1.102,
    longitude: 37.014,
    rent: { oneBed: [5_000, 9_000], twoBed: [10_000, 16_000], threePlus: [18_000, 30_000] },
    sale: [3_000_000, 6_000_000],
  },
  {
    name: 'Thika',
    city: 'Kiambu',
    tier: 'budget',
    aliases: [],
    latitude: -1.0333,
    longitude: 37.0693,
    rent: { oneBed: [6_000, 10_000], twoBed: [12_000, 20_000], threePlus: [20_000, 35_000] },
    sale: [3_000_000, 7_000_000],
  },
  {
    name: 'Kinoo',
    city: 'Kiambu',
    tier: 'budget',
    aliases: [],
    latitude: -1.253,
    longitude: 36.693,
    rent: { oneBed: [8_000, 13_000], twoBed: [15_000, 22_000], threePlus: [25_000, 40_000] },
    sale: [3_500_000, 7_000_000],
  },
  {
    name: 'Kikuyu',
    city: 'Kiambu',
    tier: 'budget',
    aliases: [],
    latitude: -1.246,
    longitude: 36.663,
    rent: { oneBed: [7_000, 12_000], twoBed: [14_000, 22_000], threePlus: [25_000, 45_000] },
    sale: [3_500_000, 8_000_000],
  },
  {
    name: 'Rongai',
    city: 'Kajiado',
    tier: 'budget',
    aliases: ['Ongata Rongai'],
    latitude: -1.3963,
    longitude: 36.7622,
    rent: { oneBed: [6_000, 11_000], twoBed: [15_000, 25_000], threePlus: [25_000, 45_000] },
    sale: [3_500_000, 8_000_000],
  },
  {
    name: 'Ngong',
    city: 'Kajiado',
    tier: 'budget',
    aliases: [],
    latitude: -1.3614,
    longitude: 36.655,
    rent: { oneBed: [6_000, 11_000], twoBed: [14_000, 22_000], threePlus: [25_000, 45_000] },
    sale: [3_500_000, 9_000_000],
  },
  {
    name: 'Kitengela',
    city: 'Kajiado',
    tier: 'budget',
    aliases: [],
    latitude: -1.4753,
    longitude: 36.9593,
    rent: { oneBed: [6_000, 10_000], twoBed: [14_000, 22_000], threePlus: [22_000, 40_000] },
    sale: [3_500_000, 9_000_000],
  },
  {
    name: 'Athi River',
    city: 'Machakos',
    tier: 'budget',
    aliases: ['Athi', 'Athiriver', 'Mavoko'],
    latitude: -1.4565,
    longitude: 36.9783,
    rent: { oneBed: [7_000, 12_000], twoBed: [15_000, 25_000], threePlus: [25_000, 40_000] },
    sale: [4_000_000, 8_000_000],
  },
  {
    name: 'Nyali',
    city: 'Mombasa',
    tier: 'upmarket',
    aliases: [],
    latitude: -4.026,
    longitude: 39.71,
    rent: { oneBed: [20_000, 35_000], twoBed: [40_000, 80_000], threePlus: [80_000, 250_000] },
    sale: [8_000_000, 40_000_000],
  },
  {
    name: 'Bamburi',
    city: 'Mombasa',
    tier: 'middle',
    aliases: [],
    latitude: -3.999,
    longitude: 39.718,
    rent: { oneBed: [10_000, 18_000], twoBed: [20_000, 35_000], threePlus: [35_000, 70_000] },
    sale: [5_000_000, 12_000_000],
  },
  {
    // Two towns have a Milimani; the city in brackets keeps the names unique. Plain "Milimani" matches both.
    name: 'Milimani (Kisumu)',
    city: 'Kisumu',
    tier: 'middle',
    aliases: ['Milimani', 'Kisumu Milimani'],
    latitude: -0.1035,
    longitude: 34.7525,
    rent: { oneBed: [12_000, 20_000], twoBed: [25_000, 45_000], threePlus: [45_000, 90_000] },
    sale: [6_000_000, 18_000_000],
  },
  {
    name: 'Milimani (Nakuru)',
    city: 'Nakuru',
    tier: 'middle',
    aliases: ['Milimani', 'Nakuru Milimani'],
    latitude: -0.2905,
    longitude: 36.0745,
    rent: { oneBed: [10_000, 18_000], twoBed: [20_000, 40_000], threePlus: [40_000, 80_000] },
    sale: [5_000_000, 15_000_000],
  },
  {
    // Not in the vocabulary's market table; it exists so that "CBD" and "town" have somewhere to point.
    name: 'Nairobi CBD',
    city: 'Nairobi',
    tier: 'middle',
    // "CBD" and "town" reach it through the landmarks below; "tao" is Sheng for town.
    aliases: ['City Centre', 'City Center', 'Downtown', 'Tao'],
    latitude: -1.2864,
    longitude: 36.8172,
    rent: { oneBed: [15_000, 30_000], twoBed: [25_000, 45_000], threePlus: [40_000, 70_000] },
    sale: [5_000_000, 12_000_000],
  },
] as const satisfies readonly LocationRecord[];

export type Location = (typeof locations)[number];
export type LocationName = Location['name'];

export const locationNames: readonly LocationName[] = locations.map((location) => location.name);

const namesSet: ReadonlySet<string> = new Set(locationNames);

export function isLocationName(value: string): value is LocationName {
  return namesSet.has(value);
}

const byName: ReadonlyMap<string, Location> = new Map(locations.map((location) => [location.name, location]));

export function findLocation(name: string): Location | undefined {
  return byName.get(name);
}

/**
 * Places people name instead of an area: roads, institutions, the city centre. Keys are lower case and matched
 * as whole phrases; each stands for every listed location, in this order.
 */
export const landmarks: Readonly<Record<string, readonly LocationName[]>> = {
  'thika road': ['Roysambu', 'Kasarani', 'Githurai', 'Kahawa', 'Ruiru', 'Juja'],
  'thika rd': ['Roysambu', 'Kasarani', 'Githurai', 'Kahawa', 'Ruiru', 'Juja'],
  'thika superhighway': ['Roysambu', 'Kasarani', 'Githurai', 'Kahawa', 'Ruiru', 'Juja'],
  superhighway: ['Roysambu', 'Kasarani', 'Githurai', 'Kahawa', 'Ruiru', 'Juja'],
  'mombasa road': ['Syokimau', 'Athi River', 'Imara Daima'],
  'mombasa rd': ['Syokimau', 'Athi River', 'Imara Daima'],
  'msa road': ['Syokimau', 'Athi River', 'Imara Daima'],
  'ngong road': ['Kilimani', 'Lavington', 'Karen', 'Ngong'],
  'ngong rd': ['Kilimani', 'Lavington', 'Karen', 'Ngong'],
  un: ['Gigiri'],
  'near the un': ['Gigiri'],
  'united nations': ['Gigiri'],
  unon: ['Gigiri'],
  'village market': ['Gigiri'],
  eastlands: ['Buruburu', 'Donholm', 'Umoja', 'Kayole', 'Utawala'],
  cbd: ['Nairobi CBD'],
  town: ['Nairobi CBD'],
};

/** The locations in a city or county, in table order; empty when the city has none. */
export function locationsInCity(city: string): LocationName[] {
  const wanted = city.toLowerCase();
  return locations
    .filter((location) => location.city.toLowerCase() === wanted)
    .map((location) => location.name);
}

/** Two areas at most this far apart (straight line, km) are neighbours: a fundi crosses between them. */
export const neighbourKm = 6;

const degrees = Math.PI / 180;

/** The straight-line distance between two known areas in km (equirectangular: exact enough within a city). */
export function distanceKm(a: LocationName, b: LocationName): number {
  const from = byName.get(a)!;
  const to = byName.get(b)!;
  const x =
    (to.longitude - from.longitude) * degrees * Math.cos(((from.latitude + to.latitude) / 2) * degrees);
  const y = (to.latitude - from.latitude) * degrees;
  return 6371 * Math.hypot(x, y);
}

/**
 * The metro area a city or county belongs to, for "same city" in rankings: Ruaka (Kiambu) and Syokimau
 * (Machakos) are Nairobi to a mover or a plumber; Mombasa is not.
 */
const metroOfCity: Readonly<Record<string, string>> = {
  Nairobi: 'Nairobi',
  Kiambu: 'Nairobi',
  Machakos: 'Nairobi',
  Kajiado: 'Nairobi',
  Mombasa: 'Mombasa',
  Kisumu: 'Kisumu',
  Nakuru: 'Nakuru',
};

export function metroOf(city: string): string {
  return metroOfCity[city] ?? city;
}

/** The adjacency table: each area's neighbours (within neighbourKm), nearest first, computed once. */
export const neighbouringLocations: Readonly<Record<LocationName, readonly LocationName[]>> =
  Object.fromEntries(
    locationNames.map((name) => [
      name,
      locationNames
        .filter((other) => other !== name && distanceKm(name, other) <= neighbourKm)
        .sort((a, b) => distanceKm(name, a) - distanceKm(name, b)),
    ]),
  ) as unknown as Record<LocationName, readonly LocationName[]>;

/** The areas in the same metro area as `name` (itself included), in table order. */
export function locationsInMetroOf(name: LocationName): LocationName[] {
  const metro = metroOf(byName.get(name)!.city);
  return locations.filter((location) => metroOf(location.city) === metro).map((location) => location.name);
}
