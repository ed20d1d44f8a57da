import type { LocationTier } from '@common/locations/locations';
import type { Amenity } from '@common/search/search-vocabulary';

/** The words the demo generator builds names, addresses and descriptions from. */

export const nameAdjectives: Readonly<Record<LocationTier, readonly string[]>> = {
  budget: ['Affordable', 'Neat', 'Cosy', 'Well-kept', 'Spacious', 'Tidy', 'Newly Built'],
  middle: ['Modern', 'Spacious', 'Bright', 'Well-finished', 'Newly Built', 'Elegant', 'Cosy'],
  upmarket: ['Stylish', 'Executive', 'Contemporary', 'Elegant', 'Luxurious', 'Spacious', 'Modern'],
  luxury: ['Magnificent', 'Exquisite', 'Grand', 'Stunning', 'Luxury', 'Elegant', 'Serene'],
};

export const estateFirstWords = [
  'Acacia',
  'Jacaranda',
  'Mvule',
  'Baobab',
  'Mugumo',
  'Palm',
  'Cedar',
  'Sunrise',
  'Riverview',
  'Greenwood',
  'Bamboo',
  'Savannah',
  'Mimosa',
  'Kijani',
  'Amani',
  'Tulivu',
  'Fahari',
  'Neema',
  'Msitu',
  'Upendo',
] as const;

export const estateSecondWords = [
  'Court',
  'Gardens',
  'Residences',
  'Heights',
  'Apartments',
  'Park',
  'Place',
  'Towers',
  'Villas',
  'Estate',
] as const;

/** Roads and streets by area, for the address line; an area without an entry gets generic ones. */
export const streetsByLocation: Readonly<Record<string, readonly string[]>> = {
  Westlands: ['Waiyaki Way', 'Woodvale Grove', 'Rhapta Road', 'Muthithi Road', 'Mpaka Road'],
  Kilimani: ['Argwings Kodhek Road', 'Lenana Road', 'Kindaruma Road', 'Ngong Road', 'Wood Avenue'],
  Kileleshwa: ['Othaya Road', 'Mandera Road', 'Gatundu Road', 'Kandara Road'],
  Lavington: ['James Gichuru Road', 'Muthangari Drive', 'Hatheru Road', 'Gitanga Road'],
  Karen: ['Karen Road', 'Langata South Road', 'Dagoretti Road', 'Miotoni Road'],
  Gigiri: ['United Nations Avenue', 'Gigiri Road', 'Limuru Road'],
  Runda: ['Runda Drive', 'Kiambu Road', 'Ruaka Road'],
  Muthaiga: ['Muthaiga Road', 'Thigiri Ridge Road', 'Kiambu Road'],
  Parklands: ['Limuru Road', '3rd Parklands Avenue', 'Ojijo Road'],
  Riverside: ['Riverside Drive', 'Riverside Lane'],
  'Upper Hill': ['Upper Hill Road', 'Elgon Road', 'Matumbato Road'],
  'Spring Valley': ['Peponi Road', 'Spring Valley Road'],
  Loresho: ['Loresho Ridge', 'Kaptagat Road'],
  Kitisuru: ['Kitisuru Road', 'Kirawa Road'],
  "Lang'ata": ['Langata Road', 'Otiende Road', 'Onyonka Road'],
  'South B': ['Mchumbi Road', 'Kapiti Road'],
  'South C': ['Muhoho Avenue', 'Mugoya Road'],
  Ruaka: ['Limuru Road', 'Ruaka Road', 'Gachie Road'],
  Syokimau: ['Syokimau Road', 'Katani Road', 'Mombasa Road'],
  Kasarani: ['Kasarani Mwiki Road', 'Thika Road'],
  Roysambu: ['Lumumba Drive', 'Thika Road'],
  Rongai: ['Magadi Road', 'Kware Road'],
  Kitengela: ['Namanga Road', 'Kitengela-Isinya Road'],
  Ngong: ['Ngong Road', 'Kibiko Road'],
  Nyali: ['Links Road', 'Mount Kenya Road', 'Beach Road'],
  Bamburi: ['Mombasa-Malindi Road', 'Bamburi Beach Road'],
};

/** Places near an area that a description may mention (and a person may type). */
export const landmarksByLocation: Readonly<Record<string, readonly string[]>> = {
  Westlands: ['Sarit Centre', 'Westgate Mall', 'The Mall Westlands', 'Aga Khan Hospital'],
  Kilimani: ['Yaya Centre', 'Prestige Plaza', 'Nairobi Hospital', 'Adams Arcade'],
  Kileleshwa: ['Kasuku Centre', 'Yaya Centre', 'Kileleshwa Primary School'],
  Lavington: ['Lavington Mall', 'The Junction Mall', 'Valley Arcade'],
  Karen: ['The Hub Karen', 'Karen Country Club', 'Waterfront Karen', 'Hillcrest School'],
  Gigiri: ['the UN complex', 'Village Market', 'Two Rivers Mall'],
  Runda: ['Village Market', 'Two Rivers Mall', 'Runda Mall'],
  Muthaiga: ['Muthaiga Golf Club', 'Village Market'],
  Parklands: ['Aga Khan Hospital', 'City Park', 'Diamond Plaza'],
  Riverside: ['Riverside Square', 'ABC Place', 'Westlands'],
  'Upper Hill': ['Nairobi Hospital', 'Kenyatta National Hospital', 'the CBD'],
  'Spring Valley': ['Village Market', 'Peponi School'],
  "Lang'ata": ['Nairobi National Park', 'Galleria Mall', 'Carnivore'],
  'South B': ['Capital Centre', 'the CBD', 'JKIA'],
  'South C': ['Capital Centre', 'Nextgen Mall'],
  Ruaka: ['Two Rivers Mall', 'Ruaka Town', 'Quickmart Ruaka'],
  Roysambu: ['TRM (Thika Road Mall)', 'Kenyatta University', 'USIU'],
  Kasarani: ['Moi International Sports Centre', 'TRM (Thika Road Mall)', 'Kenyatta University'],
  Syokimau: ['the SGR terminus', 'Gateway Mall', 'JKIA'],
  'Athi River': ['the SGR', 'Signature Mall', 'Daystar University'],
  Rongai: ['Maasai Mall', 'Multimedia University', 'Tuskys Rongai'],
  Kitengela: ['Kitengela Mall', 'Namanga Road', 'Nairobi National Park'],
  Juja: ['JKUAT', 'Juja City Mall'],
  Ruiru: ['Spur Mall', 'Ruiru Town', 'Kenyatta University'],
  Thika: ['Thika Greens', 'Mount Kenya University', 'Thika Road'],
  Nyali: ['Nyali Centre', 'City Mall Nyali', 'Nyali Beach'],
  Bamburi: ['Bamburi Beach', 'Haller Park', 'City Mall Nyali'],
  'Milimani (Kisumu)': ['Lake Victoria', 'Mega Plaza', 'Kisumu Polo Club'],
  'Milimani (Nakuru)': ['Lake Nakuru National Park', 'Westside Mall'],
  'Nairobi CBD': ['Kenyatta Avenue', 'the Hilton', 'Moi Avenue'],
};

export const genericLandmarks = ['shops and supermarkets', 'good schools', 'matatu stages', 'the main road'];

/** Agencies by the city or county they work in; `*` work anywhere. */
export const agenciesByCity: Readonly<Record<string, readonly string[]>> = {
  Nairobi: [
    'Westlands Homes Ltd',
    'Kilimani Realty',
    'Savannah Property Agents',
    'Jamii Homes & Estates',
    'Nyumba Bora Agencies',
    'Msingi Realty',
    'Karen Luxury Estates',
    'Eastlands Housing Agency',
  ],
  Kiambu: ['Kiambu Homes & Land', 'Thika Road Homes', 'Ruaka Property Hub'],
  Kajiado: ['Rongai Realtors', 'Kitengela Land & Homes'],
  Machakos: ['Syokimau Homes', 'Athi Plains Properties'],
  Mombasa: ['Coastline Properties', 'Nyali Bay Realty'],
  Kisumu: ['Lakeside Realtors'],
  Nakuru: ['Rift Valley Homes'],
  '*': ['Acacia Property Managers', 'Pamoja Realty'],
};

export const ownerNames = [
  'Wanjiku Mwangi',
  'Otieno Odhiambo',
  'Achieng Atieno',
  'Kamau Njoroge',
  'Mutua Musyoka',
  'Chebet Kiprono',
  'Njeri Kariuki',
  'Omondi Ouma',
  'Wambui Gitau',
  'Kiptoo Rotich',
  'Halima Hassan',
  'Fatuma Ali',
] as const;

export const amenityPhrases: Readonly<Record<Amenity, string>> = {
  parking: 'ample parking',
  pool: 'a swimming pool',
  gym: 'a fully equipped gym',
  borehole: 'borehole water',
  generator: 'a backup generator',
  cctv: '24-hour security with CCTV',
  gated: 'a secure gated compound',
  lift: 'lifts to every floor',
  balcony: 'a private balcony',
  garden: 'a landscaped garden',
  dsq: 'a servant quarter (DSQ)',
  furnished: 'full furnishing',
  pets: 'a pet-friendly policy',
  internet: 'fibre internet',
  water_tank: 'a large water reservoir',
  solar: 'solar water heating',
};

export const settings = [
  'on a quiet, leafy street',
  'in a calm residential neighbourhood',
  'in a quiet cul-de-sac',
  'in a well-established estate',
  'close to the main road',
  'in a serene setting',
];

export const kitchens = ['a fitted', 'a modern open', 'a spacious', 'a granite-top', 'an American-style'];

/**
 * Who a home suits, by the kind of home: a description picks from the groups its type, size and price fit
 * (listing-generator.ts, audiencesFor), so a KES 120M villa is never 'ideal for students'.
 */
export const idealFor = {
  student: ['students', 'a student or first job'],
  starter: ['young professionals', 'a single professional'],
  couple: ['a couple', 'young professionals'],
  family: ['a growing family', 'a family with school-going children'],
  entertaining: ['a family that entertains', 'a large family'],
  upscale: ['expatriates', 'diplomats and executives'],
  firstBuyer: ['first-time buyers', 'a young couple buying their first home'],
  investor: ['investors', 'a buy-to-let investor'],
  business: ['a growing business', 'offices or a showroom'],
} as const;

export const extras = [
  'The rooms are bright and airy with large windows.',
  'Floors are tiled throughout, with wooden finishes in the bedrooms.',
  'Water supply is reliable all year round.',
  'The neighbourhood is safe and quiet.',
  'There is a play area for children.',
  'The master bedroom is en-suite with a walk-in closet.',
  'Each bedroom has built-in wardrobes.',
  'The compound is well maintained by a resident caretaker.',
  'It has a view of the city skyline.',
  'A nearby school and hospital make it convenient for families.',
];
