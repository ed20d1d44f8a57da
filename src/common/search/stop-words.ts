/**
 * Words that never count as unmatched: grammar, politeness, bounds left without a number, and domain words
 * that narrow nothing. They are also never fuzzy-matched against place names. (sw) marks Kiswahili.
 */

const words = (list: string): string[] => list.split(' ');

export const stopWords: readonly string[] = [
  ...words(
    'a an the in into inside with and or near nearby close by for of to from i im ive id want wants need ' +
      'needs needed looking look search searching find show get me my we us our you your please pls plz ' +
      'kindly hi hello hey thanks thank around about at on has have having had that this these those is are ' +
      'be was it its which who where what any some something somewhere like would could can should will ' +
      'just also preferably ideally prefer preferred there here very really approx approximately roughly ok ' +
      'okay etc but if so as than then per plus located available',
  ),
  // Bounds that found no number to bound.
  ...words(
    'up least most more less over under below above max min maximum minimum between upto atleast within',
  ),
  'na', // (sw) and, with
  ...words('ya wa za la cha vya kwa'), // (sw) of, for
  'katika', // (sw) in
  'kwenye', // (sw) at, in
  'huko', // (sw) there
  'karibu', // (sw) near
  ...words('nataka ninataka tunataka'), // (sw) I/we want
  ...words('natafuta ninatafuta tunatafuta tafuta'), // (sw) (I/we are) looking for
  ...words('naomba tafadhali'), // (sw) please
  'yenye', // (sw) having, with
  'iliyo', // (sw) which is
  'ndani', // (sw) inside
  'ni', // (sw) is
  'au', // (sw) or
  ...words('pale hapa'), // (sw) there, here
  ...words('mimi sisi'), // (sw) I, we
  ...words('hii hiyo'), // (sw) this, that
  'kama', // (sw) like
  'pia', // (sw) also
];

/** Domain words that name no criterion: everything on ABODE is a property somewhere in Kenya. */
export const neutralWords: readonly string[] = [
  ...words('house houses home homes property properties unit units listing listings place places area'),
  ...words('areas estate neighbourhood neighborhood location price cost rooms kes ksh kshs'),
  // Nearly every listing is in Nairobi or its satellite towns; narrowing to Nairobi proper would hide them.
  ...words('nairobi kenya'),
  'nyumba', // (sw) house, home: names no type on its own
  'bei', // (sw) price
  'eneo', // (sw) area
  'mtaa', // (sw) neighbourhood
];
