import { describe, expect, it } from 'vitest';
import { parseSearchText } from './parse-search-text';
import { emptyCriteria, searchCriteriaSchema, type SearchCriteria } from './search-criteria';

/** The whole expected criteria: everything not given is empty, so each row asserts every field. */
const criteria = (partial: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...emptyCriteria(),
  ...partial,
});
const exactly = (count: number) => ({ min: count, max: count });
const atLeast = (min: number) => ({ min, max: null });
const atMost = (max: number) => ({ min: null, max });
const between = (min: number, max: number) => ({ min, max });

type Row = [text: string, expected: Partial<SearchCriteria>];

const thikaRoad = ['Roysambu', 'Kasarani', 'Githurai', 'Kahawa', 'Ruiru', 'Juja'];
const mombasaRoad = ['Syokimau', 'Athi River', 'Imara Daima'];
const ngongRoad = ['Kilimani', 'Lavington', 'Karen', 'Ngong'];
const bothMilimanis = ['Milimani (Kisumu)', 'Milimani (Nakuru)'];

function expectParses(rows: Row[]): void {
  it.each(rows)('%j', (text, expected) => {
    expect(parseSearchText(text)).toEqual(criteria(expected));
  });
}

describe('parseSearchText: prices', () => {
  expectParses([
    ['50k', { price: atMost(50_000) }],
    ['50K', { price: atMost(50_000) }],
    ['50,000', { price: atMost(50_000) }],
    ['Ksh 45,000', { price: atMost(45_000) }],
    ['KES 45000', { price: atMost(45_000) }],
    ['sh. 45,000', { price: atMost(45_000) }],
    ['kshs 45k', { price: atMost(45_000) }],
    ['Ksh45,000', { price: atMost(45_000) }],
    ['45,000/=', { price: atMost(45_000) }],
    ['45000/-', { price: atMost(45_000) }],
    ['45k bob', { price: atMost(45_000) }],
    ['1.5m', { price: atMost(1_500_000) }],
    ['1.5M', { price: atMost(1_500_000) }],
    ['1.5 million', { price: atMost(1_500_000) }],
    ['2m', { price: atMost(2_000_000) }],
    ['KES 1,500,000', { price: atMost(1_500_000) }],
    ['45 thousand', { price: atMost(45_000) }],
    ['under 50k', { price: atMost(50_000) }],
    ['below 50k', { price: atMost(50_000) }],
    ['less than 50k', { price: atMost(50_000) }],
    ['max 50k', { price: atMost(50_000) }],
    ['maximum Ksh 50,000', { price: atMost(50_000) }],
    ['budget 50k', { price: atMost(50_000) }],
    ['budget of 50k', { price: atMost(50_000) }],
    ['my budget is about 50k', { price: atMost(50_000) }],
    ['up to 50k', { price: atMost(50_000) }],
    ['not more than 60k', { price: atMost(60_000) }],
    ['within 50k', { price: atMost(50_000) }],
    ['at most 50k', { price: atMost(50_000) }],
    ['50k max', { price: atMost(50_000) }],
    ['50k or less', { price: atMost(50_000) }],
    ['above 100k', { price: atLeast(100_000) }],
    ['over 5m', { price: atLeast(5_000_000) }],
    ['from 30k', { price: atLeast(30_000) }],
    ['at least 30k', { price: atLeast(30_000) }],
    ['min 20k', { price: atLeast(20_000) }],
    ['minimum 20k', { price: atLeast(20_000) }],
    ['more than 20k', { price: atLeast(20_000) }],
    ['starting at 3m', { price: atLeast(3_000_000) }],
    ['50k and above', { price: atLeast(50_000) }],
    ['50k+', { price: atLeast(50_000) }],
    ['between 30k and 50k', { price: between(30_000, 50_000) }],
    ['30k-50k', { price: between(30_000, 50_000) }],
    ['30k - 50k', { price: between(30_000, 50_000) }],
    ['30k to 50k', { price: between(30_000, 50_000) }],
    ['30-50k', { price: between(30_000, 50_000) }],
    ['from 30k to 50k', { price: between(30_000, 50_000) }],
    ['between 50 and 70k', { price: between(50_000, 70_000) }],
    ['1.5 - 2m', { price: between(1_500_000, 2_000_000) }],
    ['ksh 30,000 - 50,000', { price: between(30_000, 50_000) }],
    ['between 50k and 30k', { price: between(30_000, 50_000) }],
    ['above 30k under 50k', { price: between(30_000, 50_000) }],
    ['from 30k, 50k', { price: between(30_000, 50_000) }],
    ['2', { unmatchedTerms: ['2'] }],
    ['under 5', { unmatchedTerms: ['5'] }],
    ['15000', { price: atMost(15_000) }],
  ]);
});

describe('parseSearchText: bedrooms and bathrooms', () => {
  expectParses([
    ['2 bedroom', { bedrooms: exactly(2) }],
    ['2 bedrooms', { bedrooms: exactly(2) }],
    ['2-bed', { bedrooms: exactly(2) }],
    ['2br', { bedrooms: exactly(2) }],
    ['2 BR', { bedrooms: exactly(2) }],
    ['2bdr', { bedrooms: exactly(2) }],
    ['3 bdrm', { bedrooms: exactly(3) }],
    ['2 bed', { bedrooms: exactly(2) }],
    ['3 b/r', { bedrooms: exactly(3) }],
    ['two bedroomed', { bedrooms: exactly(2) }],
    ['two-bedroom', { bedrooms: exactly(2) }],
    ['Three Bedroom', { bedrooms: exactly(3) }],
    ['single bedroom', { bedrooms: exactly(1) }],
    ['one bedroom', { bedrooms: exactly(1) }],
    ['ten bedrooms', { bedrooms: exactly(10) }],
    ['3+ bedrooms', { bedrooms: atLeast(3) }],
    ['3 plus bedrooms', { bedrooms: atLeast(3) }],
    ['3 bedrooms+', { bedrooms: atLeast(3) }],
    ['at least 3 bedrooms', { bedrooms: atLeast(3) }],
    ['3 bedrooms or more', { bedrooms: atLeast(3) }],
    ['more than 2 bedrooms', { bedrooms: atLeast(3) }],
    ['up to 3 bedrooms', { bedrooms: atMost(3) }],
    ['max 3 bedrooms', { bedrooms: atMost(3) }],
    ['less than 3 bedrooms', { bedrooms: atMost(2) }],
    ['2 or 3 bedrooms', { bedrooms: between(2, 3) }],
    ['2-3 bedrooms', { bedrooms: between(2, 3) }],
    ['2 to 3 bedrooms', { bedrooms: between(2, 3) }],
    ['between 2 and 3 bedrooms', { bedrooms: between(2, 3) }],
    ['2br or 3br', { bedrooms: between(2, 3) }],
    ['2 bath', { bathrooms: exactly(2) }],
    ['2 bathrooms', { bathrooms: exactly(2) }],
    ['2ba', { bathrooms: exactly(2) }],
    ['at least 2 bathrooms', { bathrooms: atLeast(2) }],
    ['3 bed 2 bath', { bedrooms: exactly(3), bathrooms: exactly(2) }],
    ['3bd/2ba', { bedrooms: exactly(3), bathrooms: exactly(2) }],
    ['all ensuite', { unmatchedTerms: ['ensuite'] }],
    ['3 bedroom en-suite', { bedrooms: exactly(3), unmatchedTerms: ['ensuite'] }],
    ['2 bedroom 50000', { bedrooms: exactly(2), price: atMost(50_000) }],
    ['2 bed sitter', { propertyTypes: ['bedsitter'], unmatchedTerms: ['2'] }],
    ['25 bedrooms', { unmatchedTerms: ['25', 'bedrooms'] }],
  ]);
});

describe('parseSearchText: property types', () => {
  expectParses([
    ['bedsitter', { propertyTypes: ['bedsitter'] }],
    ['bedsit', { propertyTypes: ['bedsitter'] }],
    ['single room', { propertyTypes: ['bedsitter'] }],
    ['studio', { propertyTypes: ['studio'] }],
    ['studio apartment', { propertyTypes: ['studio'] }],
    ['flat', { propertyTypes: ['apartment'] }],
    ['apartments', { propertyTypes: ['apartment'] }],
    ['apt', { propertyTypes: ['apartment'] }],
    ['maisonette', { propertyTypes: ['maisonette'] }],
    ['maisonnette', { propertyTypes: ['maisonette'] }],
    ['town house', { propertyTypes: ['townhouse'] }],
    ['townhouse', { propertyTypes: ['townhouse'] }],
    ['bungalow', { propertyTypes: ['bungalow'] }],
    ['mansion', { propertyTypes: ['villa'] }],
    ['villa', { propertyTypes: ['villa'] }],
    ['a house', { propertyTypes: ['house'] }],
    ['standalone house', { propertyTypes: ['house'] }],
    ['stand-alone house', { propertyTypes: ['house'] }],
    ['4 bedroom house', { propertyTypes: ['house'], bedrooms: exactly(4) }],
    ['house', {}],
    ['home', {}],
    ['nyumba', {}],
    ['plot', { propertyTypes: ['land'] }],
    ['land', { propertyTypes: ['land'] }],
    ['2 acres', { propertyTypes: ['land'] }],
    ['1/8 acre', { propertyTypes: ['land'] }],
    ['office', { propertyTypes: ['commercial'] }],
    ['shop', { propertyTypes: ['commercial'] }],
    ['commercial', { propertyTypes: ['commercial'] }],
    ['flat or maisonette', { propertyTypes: ['apartment', 'maisonette'] }],
    ['apartment, flat, apt', { propertyTypes: ['apartment'] }],
  ]);
});

describe('parseSearchText: intent', () => {
  expectParses([
    ['for sale', { intent: 'buy' }],
    ['to buy', { intent: 'buy' }],
    ['buy', { intent: 'buy' }],
    ['purchase', { intent: 'buy' }],
    ['own', { intent: 'buy' }],
    ['to rent', { intent: 'rent' }],
    ['for rent', { intent: 'rent' }],
    ['rent', { intent: 'rent' }],
    ['per month', { intent: 'rent' }],
    ['pm', { intent: 'rent' }],
    ['p.m.', { intent: 'rent' }],
    ['monthly', { intent: 'rent' }],
    ['45k/month', { intent: 'rent', price: atMost(45_000) }],
    ['to let', { intent: 'rent' }],
    ['rent to own', { intent: 'rent' }],
  ]);
});

describe('parseSearchText: locations and landmarks', () => {
  expectParses([
    ['Kilimani', { locations: ['Kilimani'] }],
    ['kili', { locations: ['Kilimani'] }],
    ['Kile', { locations: ['Kileleshwa'] }],
    ['Westie', { locations: ['Westlands'] }],
    ['Lavi', { locations: ['Lavington'] }],
    ["Lang'ata", { locations: ["Lang'ata"] }],
    ['Langata', { locations: ["Lang'ata"] }],
    ['UN area', { locations: ['Gigiri'] }],
    ['near the UN', { locations: ['Gigiri'] }],
    ['CBD', { locations: ['Nairobi CBD'] }],
    ['in town', { locations: ['Nairobi CBD'] }],
    ['Thika Road', { locations: thikaRoad }],
    ['Thika', { locations: ['Thika'] }],
    ['Mombasa Road', { locations: mombasaRoad }],
    ['Ngong Road', { locations: ngongRoad }],
    ['Ngong', { locations: ['Ngong'] }],
    ['South B', { locations: ['South B'] }],
    ['south c', { locations: ['South C'] }],
    ['Upper Hill', { locations: ['Upper Hill'] }],
    ['Spring Valley', { locations: ['Spring Valley'] }],
    ['Nairobi West', { locations: ['Nairobi West'] }],
    ['Athi River', { locations: ['Athi River'] }],
    ['Imara Daima', { locations: ['Imara Daima'] }],
    ['Ongata Rongai', { locations: ['Rongai'] }],
    ['Rongai', { locations: ['Rongai'] }],
    ['in Kile or Kili', { locations: ['Kileleshwa', 'Kilimani'] }],
    ['Kili, Kilimani, kili', { locations: ['Kilimani'] }],
    ['Milimani', { locations: bothMilimanis }],
    ['Milimani, Kisumu', { locations: ['Milimani (Kisumu)'] }],
    ['Milimani Nakuru', { locations: ['Milimani (Nakuru)'] }],
    ['Mombasa', { locations: ['Nyali', 'Bamburi'] }],
    ['Eastlands', { locations: ['Buruburu', 'Donholm', 'Umoja', 'Kayole', 'Utawala'] }],
    ['Githurai 45', { locations: ['Githurai'] }],
    ['Karen or Thika Road', { locations: ['Karen', ...thikaRoad] }],
    ['Nairobi', {}],
    ['Kilimani/Kileleshwa', { locations: ['Kilimani', 'Kileleshwa'] }],
  ]);
});

describe('parseSearchText: typos in place names', () => {
  expectParses([
    ['Kileleswa', { locations: ['Kileleshwa'] }],
    ['Westland', { locations: ['Westlands'] }],
    ['westlnds', { locations: ['Westlands'] }],
    ['Lavingtn', { locations: ['Lavington'] }],
    ['Kitusuru', { locations: ['Kitisuru'] }],
    ['kareen', { locations: ['Karen'] }],
    ['Kilmani', { locations: ['Kilimani'] }],
    ['Syokimao', { locations: ['Syokimau'] }],
    ['Spring Vally', { locations: ['Spring Valley'] }],
    ['parkland', { locations: ['Parklands'] }],
    ['west', { unmatchedTerms: ['west'] }],
    ['south', { unmatchedTerms: ['south'] }],
    ['kitchen', { unmatchedTerms: ['kitchen'] }],
    ['nice', { unmatchedTerms: ['nice'] }],
    ['wetlands', { unmatchedTerms: ['wetlands'] }],
    ['garden', { amenities: ['garden'] }],
    ['karen', { locations: ['Karen'] }],
    ['Kaen', { unmatchedTerms: ['kaen'] }],
    ['thick', { unmatchedTerms: ['thick'] }],
  ]);
});

describe('parseSearchText: amenities', () => {
  expectParses([
    ['parking', { amenities: ['parking'] }],
    ['car park', { amenities: ['parking'] }],
    ['garage', { amenities: ['parking'] }],
    ['parking space', { amenities: ['parking'] }],
    ['swimming pool', { amenities: ['pool'] }],
    ['pool', { amenities: ['pool'] }],
    ['gym', { amenities: ['gym'] }],
    ['borehole', { amenities: ['borehole'] }],
    ['backup power', { amenities: ['generator'] }],
    ['genset', { amenities: ['generator'] }],
    ['CCTV', { amenities: ['cctv'] }],
    ['guards', { amenities: ['cctv'] }],
    ['electric fence', { amenities: ['cctv'] }],
    ['24/7 security', { amenities: ['cctv'] }],
    ['gated community', { amenities: ['gated'] }],
    ['gated compound', { amenities: ['gated'] }],
    ['lift', { amenities: ['lift'] }],
    ['elevator', { amenities: ['lift'] }],
    ['balcony', { amenities: ['balcony'] }],
    ['yard', { amenities: ['garden'] }],
    ['SQ', { amenities: ['dsq'] }],
    ['DSQ', { amenities: ['dsq'] }],
    ["servant's quarter", { amenities: ['dsq'] }],
    ['staff quarters', { amenities: ['dsq'] }],
    ['fully furnished', { amenities: ['furnished'] }],
    ['unfurnished', { unmatchedTerms: ['unfurnished'] }],
    ['not furnished', { unmatchedTerms: ['unfurnished'] }],
    ['pet friendly', { amenities: ['pets'] }],
    ['pets allowed', { amenities: ['pets'] }],
    ['dogs', { amenities: ['pets'] }],
    ['no pets', { unmatchedTerms: ['no', 'pets'] }],
    ['pets not allowed', { unmatchedTerms: ['pets', 'not', 'allowed'] }],
    ['un-furnished', { unmatchedTerms: ['unfurnished'] }],
    ['24hr security', { amenities: ['cctv'] }],
    ['without a swimming pool', { unmatchedTerms: ['without', 'swimming', 'pool'] }],
    ['wifi', { amenities: ['internet'] }],
    ['wi-fi', { amenities: ['internet'] }],
    ['fibre', { amenities: ['internet'] }],
    ['fiber internet', { amenities: ['internet'] }],
    ['water tank', { amenities: ['water_tank'] }],
    ['constant water', { amenities: ['water_tank'] }],
    ['reservoir', { amenities: ['water_tank'] }],
    ['solar water heating', { amenities: ['solar'] }],
    ['solar', { amenities: ['solar'] }],
    ['ample packing', { amenities: ['parking'], unmatchedTerms: ['ample'] }],
    ['parking, gym and pool', { amenities: ['parking', 'gym', 'pool'] }],
  ]);
});

describe('parseSearchText: Kiswahili', () => {
  expectParses([
    ['vyumba viwili', { bedrooms: exactly(2) }],
    ['chumba kimoja', { bedrooms: exactly(1) }],
    ['vyumba vitatu', { bedrooms: exactly(3) }],
    ['vyumba vinne', { bedrooms: exactly(4) }],
    ['vyumba vitano', { bedrooms: exactly(5) }],
    ['vyumba viwili vya kulala', { bedrooms: exactly(2) }],
    ['vyumba 3', { bedrooms: exactly(3) }],
    ['angalau vyumba vitatu', { bedrooms: atLeast(3) }],
    ['nyumba ya kukodisha', { intent: 'rent' }],
    ['kodi', { intent: 'rent' }],
    ['kwa mwezi', { intent: 'rent' }],
    ['kununua', { intent: 'buy' }],
    ['nyumba inauzwa', { intent: 'buy' }],
    ['maegesho', { amenities: ['parking'] }],
    ['bwawa', { amenities: ['pool'] }],
    ['usalama na askari', { amenities: ['cctv'] }],
    ['maji', { amenities: ['water_tank'] }],
    ['fanicha', { amenities: ['furnished'] }],
    ['stima', { amenities: ['generator'] }],
    ['bei chini ya elfu 30', { price: atMost(30_000) }],
    ['kati ya 30k na 50k', { price: between(30_000, 50_000) }],
    [
      'Natafuta nyumba ya vyumba viwili Kilimani, kodi chini ya 50k, yenye maegesho',
      {
        intent: 'rent',
        bedrooms: exactly(2),
        price: atMost(50_000),
        locations: ['Kilimani'],
        amenities: ['parking'],
      },
    ],
  ]);
});

describe('parseSearchText: whole searches in any order and case', () => {
  expectParses([
    ['2br in Kili 50k', { bedrooms: exactly(2), price: atMost(50_000), locations: ['Kilimani'] }],
    ['50k 2br Kili', { bedrooms: exactly(2), price: atMost(50_000), locations: ['Kilimani'] }],
    ['KILI 2BR 50K', { bedrooms: exactly(2), price: atMost(50_000), locations: ['Kilimani'] }],
    [
      'quiet 2br in Kili with a view',
      { bedrooms: exactly(2), locations: ['Kilimani'], unmatchedTerms: ['quiet', 'view'] },
    ],
    [
      '2 bedroom apartment for rent in Westlands with parking and gym',
      {
        intent: 'rent',
        propertyTypes: ['apartment'],
        bedrooms: exactly(2),
        locations: ['Westlands'],
        amenities: ['parking', 'gym'],
      },
    ],
    [
      'STUDIO APARTMENT KILIMANI UNDER 40K',
      { propertyTypes: ['studio'], price: atMost(40_000), locations: ['Kilimani'] },
    ],
    [
      'looking for a 4 bedroomed maisonette in Lavington with SQ, budget 250k',
      {
        propertyTypes: ['maisonette'],
        bedrooms: exactly(4),
        price: atMost(250_000),
        locations: ['Lavington'],
        amenities: ['dsq'],
      },
    ],
    [
      '3 bed 2 bath townhouse Syokimau 8.5m for sale',
      {
        intent: 'buy',
        propertyTypes: ['townhouse'],
        bedrooms: exactly(3),
        bathrooms: exactly(2),
        price: atMost(8_500_000),
        locations: ['Syokimau'],
      },
    ],
    [
      'for sale: 5 bedroom villa in Runda with pool and DSQ, 120M',
      {
        intent: 'buy',
        propertyTypes: ['villa'],
        bedrooms: exactly(5),
        price: atMost(120_000_000),
        locations: ['Runda'],
        amenities: ['pool', 'dsq'],
      },
    ],
    [
      'bedsitter along thika road below 10k per month',
      {
        intent: 'rent',
        propertyTypes: ['bedsitter'],
        price: atMost(10_000),
        locations: thikaRoad,
        unmatchedTerms: ['along'],
      },
    ],
    [
      '2 acres in Kitengela 10m',
      { propertyTypes: ['land'], price: atMost(10_000_000), locations: ['Kitengela'] },
    ],
    [
      '3 b/r maisonette 45,000/= p.m.',
      { intent: 'rent', propertyTypes: ['maisonette'], bedrooms: exactly(3), price: atMost(45_000) },
    ],
    [
      'furnished 1 bedroom near the UN with wifi, between 80k and 120k',
      {
        bedrooms: exactly(1),
        price: between(80_000, 120_000),
        locations: ['Gigiri'],
        amenities: ['furnished', 'internet'],
      },
    ],
    [
      'Kileleswa or Westland 2-3 bedrooms 60-90k',
      { bedrooms: between(2, 3), price: between(60_000, 90_000), locations: ['Kileleshwa', 'Westlands'] },
    ],
    [
      'office space in town with lift and backup generator',
      { propertyTypes: ['commercial'], locations: ['Nairobi CBD'], amenities: ['lift', 'generator'] },
    ],
    ['single room kayole 5k', { propertyTypes: ['bedsitter'], price: atMost(5_000), locations: ['Kayole'] }],
    [
      '3 bedroom bungalow own compound Ngong Road',
      { propertyTypes: ['bungalow'], bedrooms: exactly(3), locations: ngongRoad, amenities: ['garden'] },
    ],
    [
      'gated community with electric fence and CCTV in Karen, 4br house',
      {
        propertyTypes: ['house'],
        bedrooms: exactly(4),
        locations: ['Karen'],
        amenities: ['gated', 'cctv'],
      },
    ],
    [
      'Plot for sale in Juja under 2m',
      { intent: 'buy', propertyTypes: ['land'], price: atMost(2_000_000), locations: ['Juja'] },
    ],
    [
      '4 bedroom townhouse in Runda, 3 bathrooms, DSQ, 400k pm',
      {
        intent: 'rent',
        propertyTypes: ['townhouse'],
        bedrooms: exactly(4),
        bathrooms: exactly(3),
        price: atMost(400_000),
        locations: ['Runda'],
        amenities: ['dsq'],
      },
    ],
    [
      'I need a cheap bedsitter in Roysambu please',
      { propertyTypes: ['bedsitter'], locations: ['Roysambu'], unmatchedTerms: ['cheap'] },
    ],
  ]);
});

describe('parseSearchText: nonsense and hostile input', () => {
  expectParses([
    ['', {}],
    ['   ', {}],
    ['\n\t\r', {}],
    ['?!.,;:', {}],
    ['asdf qwerty', { unmatchedTerms: ['asdf', 'qwerty'] }],
    ['the a an in with', {}],
    ["'; DROP TABLE listings; --", { unmatchedTerms: ['drop', 'table'] }],
    ['<script>alert(1)</script>', { unmatchedTerms: ['script', 'alert', '1'] }],
    ['🏠🏠🏠', {}],
    ['Café Kilimani', { locations: ['Kilimani'], unmatchedTerms: ['cafe'] }],
    ['constructor __proto__ toString', { unmatchedTerms: ['constructor', 'proto', 'tostring'] }],
    ['999999999999999999999999k', { unmatchedTerms: ['999999999999999999999999', 'k'] }],
    ['view view VIEW', { unmatchedTerms: ['view'] }],
  ]);

  it('reads only the first 500 characters', () => {
    const padding = 'x '.repeat(245); // 490 characters
    const text = `${padding}Kilimani ${'y '.repeat(50)}Westlands`;
    expect(text.length).toBeGreaterThan(600);
    expect(parseSearchText(text)).toEqual(criteria({ locations: ['Kilimani'], unmatchedTerms: ['x', 'y'] }));
  });

  it('never throws on random text and always returns valid criteria', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 .,+-/=\'"<>;:()k m$%&*€£ñé🏠\u0000\u200b\n';
    let seed = 42;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let run = 0; run < 2_000; run++) {
      const length = Math.floor(random() * 120);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const parsed = parseSearchText(text);
      expect(searchCriteriaSchema.safeParse(parsed).success, text).toBe(true);
    }
  });

  it('returns empty criteria for a non-string from untyped callers', () => {
    expect(parseSearchText(undefined as unknown as string)).toEqual(criteria());
  });

  it('parses well under a millisecond per search', () => {
    const samples = [
      'looking for a 4 bedroomed maisonette in Lavington with SQ, budget 250k',
      'Natafuta nyumba ya vyumba viwili Kilimani, kodi chini ya 50k, yenye maegesho',
      'Kileleswa or Westland 2-3 bedrooms 60-90k with parking gym pool and backup generator',
      'x'.repeat(500),
      'qwerty asdf zxcv uiop '.repeat(25),
      // Many distinct long words: the most work for the typo matcher.
      Array.from({ length: 60 }, (_, index) => `kilo${index.toString(36)}mani`).join(' '),
    ];
    const runs = 2_000;
    const started = performance.now();
    for (let run = 0; run < runs; run++) parseSearchText(samples[run % samples.length] ?? '');
    expect((performance.now() - started) / runs).toBeLessThan(1);
  });
});
