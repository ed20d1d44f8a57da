import { formatKes } from '@common/search/criteria-labels';

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "Swimming pool" → "swimming pool", but "CCTV & security" and "DSQ (staff quarters)" keep their capitals. */
function inSentence(label: string): string {
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** Where in a listing's text a word was found: its name, its address or its description. */
export type TextPart = 'name' | 'address' | 'description';

/** The `detail` of each match reason a search result carries. */
export const reasonTexts = {
  inLocation: (name: string) => `In ${name}`,
  elsewhere: (name: string, nearest: string, km: number) => `In ${name}, ${km.toFixed(1)} km from ${nearest}`,
  typeMet: (label: string) => label,
  typeMissed: (label: string, wanted: readonly string[]) =>
    `${label}, not ${wanted.map(inSentence).join(' or ')}`,
  roomsMet: (count: number, noun: string) => (count === 0 ? `No separate ${noun}` : plural(count, noun)),
  fewer: (count: number, noun: string) => `${plural(count, noun)} fewer`,
  more: (count: number, noun: string) => `${plural(count, noun)} more`,
  priceMet: (price: number) => `KES ${formatKes(price)}, within budget`,
  overBudget: (by: number) => `KES ${formatKes(by)} over budget`,
  belowMinimum: (by: number) => `KES ${formatKes(by)} below your minimum`,
  amenityMet: (label: string) => `Has ${inSentence(label)}`,
  amenityMissed: (label: string) => `No ${inSentence(label)}`,
  wordMet: (word: string, place: TextPart) => `Mentions “${word}” in its ${place}`,
  wordMissed: (word: string) => `Does not mention “${word}”`,
  verified: 'Verified by ABODE',
  notVerified: 'Not verified by ABODE yet',
  listedAgo: (days: number) =>
    days === 0 ? 'Listed today' : days === 1 ? 'Listed yesterday' : `Listed ${days} days ago`,
} as const;
