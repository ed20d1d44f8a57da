import { describe, expect, it } from 'vitest';
import { parseServiceText } from './parse-service-text';
import type { ServiceCriteria } from './service-contracts';

const anyTrade = ['plumbing', 'electrical', 'carpentry', 'painting'];

/** Each row: what a person types and the full criteria it must give (omitted parts are empty). */
const cases: Array<[text: string, expected: Partial<ServiceCriteria>]> = [
  // Category words and their everyday forms
  ['plumber', { categories: ['plumbing'] }],
  ['Plumbers', { categories: ['plumbing'] }],
  ['fix a leaking tap', { categories: ['plumbing'] }],
  ['my sink is blocked', { categories: ['plumbing'], unmatchedTerms: ['blocked'] }],
  ['blocked drain', { categories: ['plumbing'] }],
  ['burst pipe in the bathroom', { categories: ['plumbing'] }],
  ['fundi wa maji', { categories: ['plumbing'] }],
  ['water heater not working', { categories: ['plumbing'], unmatchedTerms: ['not', 'working'] }],
  ['geyser repair', { categories: ['plumbing'] }],
  ['cleaner', { categories: ['cleaning'] }],
  ['mama fua', { categories: ['cleaning'] }],
  ['Mama Fua in Rongai', { categories: ['cleaning'], locations: ['Rongai'] }],
  ['house help', { categories: ['cleaning'] }],
  ['househelp kileleshwa', { categories: ['cleaning'], locations: ['Kileleshwa'] }],
  ['deep cleaning of a 3 bedroom apartment', { categories: ['cleaning'] }],
  ['laundry and ironing', { categories: ['cleaning'] }],
  ['fumigation', { categories: ['cleaning'] }],
  ['natafuta mtu wa usafi', { categories: ['cleaning'] }],
  ['electrician', { categories: ['electrical'] }],
  ['wiring', { categories: ['electrical'] }],
  ['rewiring the whole house', { categories: ['electrical'], unmatchedTerms: ['whole'] }],
  ['sockets keep tripping', { categories: ['electrical'], unmatchedTerms: ['keep'] }],
  ['fundi wa stima Kasarani', { categories: ['electrical'], locations: ['Kasarani'] }],
  ['no power since morning', { categories: ['electrical'], unmatchedTerms: ['since'] }],
  ['install solar panels', { categories: ['electrical'] }],
  ['carpenter', { categories: ['carpentry'] }],
  ['kitchen cabinets', { categories: ['carpentry'] }],
  ['build a wardrobe', { categories: ['carpentry'], unmatchedTerms: ['build'] }],
  ['door repair', { categories: ['carpentry'] }],
  ['fundi wa mbao', { categories: ['carpentry'] }],
  ['painter', { categories: ['painting'] }],
  ['paint my living room', { categories: ['painting'], unmatchedTerms: ['living'] }],
  ['fundi wa rangi', { categories: ['painting'] }],
  ['repainting walls', { categories: ['painting'] }],
  ['gardener', { categories: ['gardening'] }],
  ['lawn', { categories: ['gardening'] }],
  ['lawn mowing in Karen', { categories: ['gardening'], locations: ['Karen'] }],
  ['cut the grass', { categories: ['gardening'], unmatchedTerms: ['cut'] }],
  ['hedge trimming', { categories: ['gardening'] }],
  ['landscaping', { categories: ['gardening'] }],
  ['shamba boy Runda', { categories: ['gardening'], locations: ['Runda'] }],
  ['garden', { categories: ['gardening'] }],
  ['movers', { categories: ['delivery'] }],
  ['moving house', { categories: ['delivery'] }],
  ['moving house from Westlands to Karen', { categories: ['delivery'], locations: ['Westlands', 'Karen'] }],
  ['house moving', { categories: ['delivery'] }],
  ['delivery', { categories: ['delivery'] }],
  ['relocation to Thika', { categories: ['delivery'], locations: ['Thika'] }],
  ['lorry to move furniture', { categories: ['delivery'] }],
  ['kuhama', { categories: ['delivery'] }],
  // Words for any trade
  ['fundi', { categories: anyTrade as ServiceCategoryList }],
  ['I need a fundi in Kilimani', { categories: anyTrade as ServiceCategoryList, locations: ['Kilimani'] }],
  ['handyman', { categories: anyTrade as ServiceCategoryList }],
  // Several categories, in text order
  ['plumber and electrician', { categories: ['plumbing', 'electrical'] }],
  ['painter or carpenter', { categories: ['painting', 'carpentry'] }],
  ['cleaning and gardening', { categories: ['cleaning', 'gardening'] }],
  // Places, nicknames and typos
  ['plumber in Kili', { categories: ['plumbing'], locations: ['Kilimani'] }],
  ['electrician westie', { categories: ['electrical'], locations: ['Westlands'] }],
  ['cleaner in kileleswa', { categories: ['cleaning'], locations: ['Kileleshwa'] }],
  ['painter near the UN', { categories: ['painting'], locations: ['Gigiri'] }],
  ['movers in Mombasa', { categories: ['delivery'], locations: ['Nyali', 'Bamburi'] }],
  ["gardener in Lang'ata", { categories: ['gardening'], locations: ["Lang'ata"] }],
  ['plumber South B', { categories: ['plumbing'], locations: ['South B'] }],
  // Typos of trades
  ['plumbr', { categories: ['plumbing'] }],
  ['electrition in Nyali', { categories: ['electrical'], locations: ['Nyali'] }],
  ['carpentar', { categories: ['carpentry'] }],
  ['gardner', { categories: ['gardening'] }],
  // Budgets
  ['plumber under 2k', { categories: ['plumbing'], price: { min: null, max: 2000 } }],
  [
    'fix a leaking tap in Kili under 2k',
    { categories: ['plumbing'], locations: ['Kilimani'], price: { min: null, max: 2000 } },
  ],
  ['cleaner budget ksh 1,500', { categories: ['cleaning'], price: { min: null, max: 1500 } }],
  ['movers between 5k and 10k', { categories: ['delivery'], price: { min: 5000, max: 10000 } }],
  ['painter 3000', { categories: ['painting'], price: { min: null, max: 3000 } }],
  ['electrician not more than KES 2500', { categories: ['electrical'], price: { min: null, max: 2500 } }],
  ['mama fua elfu 1', { categories: ['cleaning'], price: { min: null, max: 1000 } }],
  [
    'clean my 3 bedroom apartment in south b ksh 2,500',
    { categories: ['cleaning'], locations: ['South B'], price: { min: null, max: 2500 } },
  ],
  // Neither a trade nor a place
  ['', {}],
  ['   ', {}],
  ['someone reliable please', {}],
  ['tiles', { unmatchedTerms: ['tiles'] }],
  ['urgent help needed today', {}],
];

type ServiceCategoryList = ServiceCriteria['categories'];

describe('parseServiceText', () => {
  it('has at least 60 phrasings', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)('%s', (text, expected) => {
    expect(parseServiceText(text)).toEqual({
      categories: [],
      locations: [],
      price: { min: null, max: null },
      unmatchedTerms: [],
      ...expected,
    });
  });

  it('never throws on junk', () => {
    expect(() => parseServiceText('%%% ### 12/-/ k k k '.repeat(50))).not.toThrow();
    expect(parseServiceText(undefined as unknown as string).categories).toEqual([]);
  });
});
