import type { ServiceCategory } from './service-categories';

/**
 * The words people use for the jobs home-service providers do, by category. Phrases are written the way
 * people type them and tokenized with the search tokenizer, so matching is case-blind and whole-word; the
 * longest phrase wins ("fundi wa maji" before "fundi", "moving house" before "house"). A phrase may appear
 * once across all tables (the phrase index refuses duplicates at load). (sw) marks Kiswahili, (sheng)
 * Nairobi street slang.
 */
export const serviceCategorySynonyms: Readonly<Record<ServiceCategory, readonly string[]>> = {
  cleaning: [
    'cleaning',
    'cleaner',
    'cleaners',
    'clean',
    'clean up',
    'cleanup',
    'house cleaning',
    'office cleaning',
    'deep cleaning',
    'deep clean',
    'carpet cleaning',
    'sofa cleaning',
    'window cleaning',
    'pool cleaning',
    'move out cleaning',
    'post construction cleaning',
    'fumigation',
    'fumigate',
    'pest control',
    'laundry',
    'washing clothes',
    'wash clothes',
    'ironing',
    'mama fua', // (sheng) a woman hired by the day to wash clothes and clean
    'mama wa kufua', // (sw) the same, in full
    'kufua', // (sw) to wash clothes
    'fua', // (sw) wash clothes
    'dobi', // (sw) laundry worker
    'dhobi',
    'house help',
    'househelp',
    'house girl',
    'housegirl',
    'maid',
    'domestic worker',
    'dada', // (sheng) a house help
    'usafi', // (sw) cleanliness, cleaning
    'kusafisha', // (sw) to clean
    'safisha', // (sw) clean
  ],
  plumbing: [
    'plumbing',
    'plumber',
    'plumbers',
    'fundi wa maji', // (sw) water craftsman
    'fundi wa bomba', // (sw) pipe craftsman
    'fundi wa mabomba',
    'bomba', // (sw) pipe, tap
    'mabomba', // (sw) pipes
    'leak',
    'leaks',
    'leaking',
    'leaky',
    'leaking tap',
    'leaking pipe',
    'dripping tap',
    'burst pipe',
    'blocked drain',
    'blocked sink',
    'blocked toilet',
    'clogged',
    'unblock',
    'drain',
    'drains',
    'drainage',
    'tap',
    'taps',
    'pipe',
    'pipes',
    'toilet',
    'toilets',
    'sink',
    'shower',
    'water heater',
    'geyser',
    'instant shower',
    'water pump',
    'sewer',
    'sewage',
    'septic tank',
    'exhauster',
    'water tank',
    'water tanks',
    'no water',
  ],
  electrical: [
    'electrical',
    'electrician',
    'electricians',
    'electric',
    'electricity',
    'fundi wa stima', // (sw) electricity craftsman
    'fundi wa umeme',
    'stima', // (sw) electricity
    'umeme', // (sw) electricity
    'wiring',
    'rewiring',
    'rewire',
    'wire',
    'wires',
    'socket',
    'sockets',
    'power',
    'no power',
    'power outage',
    'blackout',
    'tripping',
    'fuse',
    'circuit breaker',
    'switch',
    'switches',
    'lights',
    'lighting',
    'bulb',
    'bulbs',
    'meter',
    'token meter',
    'solar',
    'solar panels',
    'solar installation',
    'cctv installation',
    'electric fence',
    'generator',
    'inverter',
  ],
  carpentry: [
    'carpentry',
    'carpenter',
    'carpenters',
    'joinery',
    'joiner',
    'woodwork',
    'fundi wa mbao', // (sw) wood craftsman
    'mbao', // (sw) wood, timber
    'seremala', // (sw) carpenter
    'furniture',
    'furniture repair',
    'cabinet',
    'cabinets',
    'kitchen cabinets',
    'wardrobe',
    'wardrobes',
    'door',
    'doors',
    'shelf',
    'shelves',
    'shelving',
    'bed frame',
    'ceiling',
    'roof repair',
    'wooden floor',
    'kabati', // (sw) cupboard
    'mlango', // (sw) door
  ],
  painting: [
    'painting',
    'painter',
    'painters',
    'paint',
    'repaint',
    'repainting',
    'fundi wa rangi', // (sw) paint craftsman
    'rangi', // (sw) paint, colour
    'kupaka rangi', // (sw) to paint
    'decorator',
    'decorating',
    'wallpaper',
    'varnish',
    'varnishing',
    'walls',
  ],
  gardening: [
    'gardening',
    'gardener',
    'gardeners',
    'garden',
    'gardens',
    'lawn',
    'lawns',
    'lawn mowing',
    'mowing',
    'mow',
    'grass',
    'grass cutting',
    'cut grass',
    'hedge',
    'hedges',
    'hedge trimming',
    'landscaping',
    'landscaper',
    'tree',
    'trees',
    'tree cutting',
    'tree trimming',
    'pruning',
    'weeding',
    'flowers',
    'compound',
    'yard',
    'shamba boy', // (sheng) a gardener
    'shamba', // (sw) farm, garden
    'bustani', // (sw) garden
    'mkulima', // (sw) farmer
  ],
  delivery: [
    'delivery',
    'deliveries',
    'deliver',
    'courier',
    'parcel',
    'parcels',
    'errand',
    'errands',
    'mover',
    'movers',
    'moving',
    'moving house',
    'house moving',
    'move house',
    'move out',
    'moving out',
    'moving in',
    'move furniture',
    'furniture moving',
    'relocation',
    'relocating',
    'relocate',
    'shifting',
    'shift house',
    'removal',
    'removals',
    'transport',
    'lorry',
    'truck',
    'pickup',
    'pick up',
    'boda',
    'boda boda', // (sw) motorbike taxi
    'kuhama', // (sw) to move house
    'hama', // (sw) move house
    'mizigo', // (sw) luggage, goods
  ],
};

/**
 * Words for a tradesperson of no named trade: "I need a fundi in Kilimani". They ask for any of the trades,
 * so the category criterion is met by a provider offering one of them.
 */
export const anyTradeWords: readonly string[] = [
  'fundi', // (sw) craftsman, technician
  'mafundi', // (sw) craftsmen
  'handyman',
  'handymen',
  'handy man',
  'maintenance',
  'repairman',
  'technician',
];
export const anyTradeCategories: readonly ServiceCategory[] = [
  'plumbing',
  'electrical',
  'carpentry',
  'painting',
];

/**
 * Words that narrow nothing in a services search: what people say around the job ("fix", "urgent",
 * "someone"). They are never unmatched and never guessed as typos.
 */
export const serviceNeutralWords: readonly string[] = [
  ...'fix fixing fixed repair repairs repairing install installing installation installed replace replacing'.split(
    ' ',
  ),
  ...'service services servicing job jobs work works task help someone somebody person people guy guys man'.split(
    ' ',
  ),
  ...'lady company firm team quick quickly urgent urgently asap emergency today tomorrow tonight morning'.split(
    ' ',
  ),
  ...'afternoon evening weekend weekday cheap affordable reasonable good best reliable trusted trustworthy'.split(
    ' ',
  ),
  ...'professional experienced skilled certified local book booking hire hiring broken damaged new old do'.split(
    ' ',
  ),
  ...'done come needs need my our his her their kitchen bathroom office room bedroom'.split(' '),
  'mtu', // (sw) person
  'msaada', // (sw) help
  'haraka', // (sw) quickly
  'leo', // (sw) today
  'kesho', // (sw) tomorrow
  ...'rekebisha kurekebisha tengeneza kutengeneza'.split(' '), // (sw) repair, fix
  ...'nahitaji ninahitaji tunahitaji'.split(' '), // (sw) I/we need
  'nyumbani', // (sw) at home
];
