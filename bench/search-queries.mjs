// The fixed query mix of `npm run bench:search`: 1,000 searches people type on ABODE, built from templates
// with a seeded random source so that every run sends the same queries in the same order. No query is sent
// twice (a repeat is skipped and the next one drawn, so the mix is still the same on every run), and a price
// range always runs from the lower price to the higher: checkQueries asserts both, and the benchmark calls it
// before it measures (and bench/search-queries.test.mjs: node --test bench/).

// What people type, by the area's price level: most ask a price that fits the area (the vocabulary's
// bands), some hope for a bargain.
const placesByTier = {
  luxury: ['Karen', 'Gigiri', 'Runda', 'Muthaiga', 'Spring Valley'],
  upmarket: [
    'Kilimani',
    'Kili',
    'Westlands',
    'Westie',
    'Kileleshwa',
    'Lavington',
    'Parklands',
    'Upper Hill',
    'Nyali',
    'kilimni',
    'westland',
  ],
  middle: [
    'South B',
    'South C',
    'Langata',
    'Ruaka',
    'Roysambu',
    'Syokimau',
    'Buruburu',
    'Donholm',
    'Imara Daima',
    'Bamburi',
    'syokimau',
  ],
  budget: [
    'Kasarani',
    'Umoja',
    'Kayole',
    'Utawala',
    'Githurai',
    'Kahawa',
    'Ruiru',
    'Juja',
    'Thika',
    'Kikuyu',
    'Rongai',
    'Ngong',
    'Kitengela',
    'Athi River',
    'ruiru',
    'kitengela',
  ],
};
const tierWeights = [
  ['luxury', 1],
  ['upmarket', 3],
  ['middle', 3],
  ['budget', 4],
];
// Monthly rent in thousands for 1, 2 and 3+ bedrooms, and sale prices in millions, by tier.
const rentByTier = {
  luxury: [120, 150, 400],
  upmarket: [50, 80, 180],
  middle: [18, 35, 60],
  budget: [9, 18, 30],
};
const saleByTier = { luxury: 80, upmarket: 15, middle: 8, budget: 5 };
const tierOf = (helpers, tier) => helpers.setTier(tier);
const amenities = [
  'parking',
  'pool',
  'gym',
  'borehole',
  'backup generator',
  'cctv',
  'balcony',
  'garden',
  'dsq',
  'wifi',
  'lift',
];
const swahiliRooms = ['viwili', 'vitatu', 'vinne'];

function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const templates = [
  [
    8,
    (r) => {
      const beds = r.beds();
      const place = r.place();
      return `${beds} bedroom in ${place} under ${r.rent()}`;
    },
    'rent',
  ],
  [6, (r) => `${r.beds()}br apartment ${r.place()}`, 'rent'],
  [6, (r) => `bedsitter ${r.place()}`, 'rent'],
  [
    4,
    (r) => {
      r.beds(1, 1);
      const place = r.place();
      return `bedsitter in ${place} below ${r.rent()}`;
    },
    'rent',
  ],
  [5, (r) => `house for sale in ${r.place()} ${r.beds(3, 5)} bedroom`, 'buy'],
  [
    4,
    (r) => {
      const beds = r.beds(3, 4);
      const place = r.place();
      return `${beds}br maisonette with dsq ${place} ${r.rent()}`;
    },
    'rent',
  ],
  [3, (r) => `studio apartment ${r.place()}`, 'rent'],
  [3, (r) => `nyumba ya vyumba ${r.pick(swahiliRooms)} ${r.place()}`, 'rent'],
  [
    2,
    (r) => {
      r.beds(1, 2);
      const place = r.place();
      return `nyumba ya kupanga ${place} bei chini ya ${r.rent()}`;
    },
    'rent',
  ],
  [5, (r) => `${r.beds()} bedroom apartment with ${r.twoAmenities().join(' and ')} in ${r.place()}`, 'rent'],
  [3, (r) => `furnished apartment in ${r.place()} with gym`, 'rent'],
  [3, (r) => `spacious ${r.beds()} bedroom with a view in ${r.place()}`, 'rent'],
  [2, () => 'quiet family home near a good school', 'rent'],
  [3, (r) => `plot for sale in ${r.place()}`, 'buy'],
  [2, (r) => `${r.beds(4, 5)} bedroom villa in ${r.place()} to buy`, 'buy'],
  [2, () => 'villa with pool', 'buy'],
  [2, () => 'cheap bedsitter along thika road', 'rent'],
  [
    2,
    (r) => {
      tierOf(r, 'middle');
      return `apartment on mombasa road under ${r.rent()}`;
    },
    'rent',
  ],
  [3, () => '', 'rent'],
  [1, () => '', 'buy'],
  [3, (r) => `${r.beds()} bedroom`, 'rent'],
  [
    3,
    (r) => {
      const place = r.place();
      return `townhouse in ${place} for sale under ${r.sale()}`;
    },
    'buy',
  ],
  [
    3,
    (r) => {
      const beds = r.beds();
      const place = r.place();
      return `${beds} bedroom apartment for sale ${place} ${r.sale()}`;
    },
    'buy',
  ],
  [2, (r) => `office space in ${r.place()}`, 'rent'],
  [2, (r) => `pet friendly ${r.beds()} bedroom ${r.place()}`, 'rent'],
  [
    2,
    (r) => {
      const beds = r.beds(2, 3);
      const place = r.place();
      // Two prices for the area, the lower first; the same price twice is no range, so the higher moves up.
      const [low, high] = [r.rentThousands(), r.rentThousands()].sort((a, b) => a - b);
      return `${beds} bedroom ${beds - 1} bathroom ${place} between ${low}k and ${Math.max(high, low + 5)}k`;
    },
    'rent',
  ],
  [2, (r) => `bungalow with garden in ${r.place()} for sale`, 'buy'],
  [1, () => "2br <script>alert('x')</script> kilimani'; drop table listings;--", 'rent'],
  [2, (r) => `modern ${r.beds()} bedroom near ${r.place()} with parking`, 'rent'],
];

/** Two searches are the same when they differ only in case and spacing. */
const sameSearchKey = ([text, intent]) => `${intent}\u0000${text.toLowerCase().replace(/\s+/g, ' ').trim()}`;

/** `count` distinct [text, page intent] pairs, always the same ones. */
export function buildQueries(count = 1000, seed = 20261122) {
  const random = mulberry32(seed);
  const pick = (items) => items[Math.floor(random() * items.length)];
  let tier = 'middle';
  let beds = 2;
  const fits = () => 0.75 + random() * 0.6;
  const helpers = {
    pick,
    place: () => {
      let roll = random() * 11;
      tier = tierWeights.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'budget';
      return pick(placesByTier[tier]);
    },
    rent: () => `${helpers.rentThousands()}k`,
    /** A monthly rent in thousands, a multiple of 5, fitting the area and the bedrooms (or a bargain hunt). */
    rentThousands: () => {
      const band = rentByTier[tier][Math.min(2, Math.max(0, beds - 1))];
      const thousands = random() < 0.15 ? band * 0.4 : band * fits();
      return Math.max(5, Math.round(thousands / 5) * 5);
    },
    sale: () => `${Math.max(2, Math.round(saleByTier[tier] * fits() * (random() < 0.15 ? 0.4 : 1)))}m`,
    twoAmenities: () => {
      const first = pick(amenities);
      return [first, pick(amenities.filter((amenity) => amenity !== first))];
    },
    setTier: (value) => (tier = value),
    beds: (min = 1, max = 4) => (beds = min + Math.floor(random() * (max - min + 1))),
  };
  const totalWeight = templates.reduce((sum, [weight]) => sum + weight, 0);
  const queries = [];
  const seen = new Set();
  // Fixed texts ('villa with pool') come once; the rest have thousands of variants. Bounded, never endless.
  for (let drawn = 0; queries.length < count; drawn += 1) {
    if (drawn > count * 20) throw new Error(`only ${queries.length} distinct searches in ${drawn} draws`);
    let roll = random() * totalWeight;
    const template = templates.find(([weight]) => (roll -= weight) < 0) ?? templates[0];
    const query = [template[1](helpers), template[2]];
    if (seen.has(sameSearchKey(query))) continue;
    seen.add(sameSearchKey(query));
    queries.push(query);
  }
  return queries;
}

/** Prices as people type them: 45k, 8m, ksh 3,000, 1500. */
function amount(text) {
  const match = /^(?:ksh\s*)?([\d,.]+)\s*([km]?)$/i.exec(text.trim());
  if (!match) return NaN;
  const scale = { k: 1e3, m: 1e6, '': 1 }[match[2].toLowerCase()];
  return Number(match[1].replace(/,/g, '')) * scale;
}

/**
 * Throws unless every search is distinct (case and spacing aside) and every 'between X and Y' has X below Y.
 * `textOf` gives a query's text and `keyOf` what makes two queries the same (by default the text and intent
 * of a [text, intent] pair).
 */
export function checkQueries(queries, { textOf = (query) => query[0], keyOf = sameSearchKey } = {}) {
  const seen = new Map();
  queries.forEach((query, index) => {
    const key = keyOf(query);
    if (seen.has(key)) {
      throw new Error(`query ${index} repeats query ${seen.get(key)}: ${JSON.stringify(query)}`);
    }
    seen.set(key, index);
    for (const [, low, high] of textOf(query).matchAll(/between\s+(\S+(?:\s+\S+)?)\s+and\s+(\S+)/gi)) {
      const [from, to] = [amount(low), amount(high)];
      if (!(from < to))
        throw new Error(`query ${index} has a range that is not low to high: ${textOf(query)}`);
    }
  });
  return queries;
}
