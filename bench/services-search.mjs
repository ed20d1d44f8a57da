// `npm run bench:services -- --providers 10000 [--engine postgres|pglite] [--clients 1,8,32] [--queries 1000]
//  [--runs 3] [--skip-seed]`
//
// Seeds N demo service providers with their accounts and reviews (the same generator as `npm run seed --
// --providers N`, and no listings beyond any already there, so this measures the services search alone) and
// sends a fixed mix of job descriptions people type to GET /api/services/search. The harness:
// bench/http-search-bench.mjs.
import { runSearchBench } from './http-search-bench.mjs';

// What people type for a job: a trade in everyday words, often a place, sometimes a budget or a category
// filter. Seeded, so every run sends the same queries in the same order.
const jobs = [
  'plumber',
  'fix a leaking tap',
  'blocked drain',
  'fundi wa maji',
  'mama fua',
  'house help',
  'deep cleaning',
  'electrician',
  'wiring',
  'sockets tripping',
  'carpenter',
  'kitchen cabinets',
  'painter',
  'repaint the walls',
  'gardener',
  'lawn mowing',
  'moving house',
  'movers',
  'delivery',
  'fundi',
  'handyman',
  'plumbr',
];
const places = [
  'Kilimani',
  'Kili',
  'Westlands',
  'Kileleshwa',
  'Lavington',
  'Karen',
  'South B',
  'Rongai',
  'Ruaka',
  'Syokimau',
  'Kasarani',
  'Thika',
  'Nyali',
  'Mombasa',
  'kileleswa',
  'Ngong Road',
  'Thika Road',
];
const budgets = ['under 2k', 'budget 1500', 'below ksh 3,000', 'between 1k and 5k', 'max 10k'];
const filters = ['cleaning', 'plumbing', 'electrical', 'carpentry', 'painting', 'gardening', 'delivery'];

function buildQueries(count) {
  let state = 0x5e41ce;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (items) => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, () => {
    const words = [pick(jobs)];
    if (next() < 0.75) words.push('in', pick(places));
    if (next() < 0.3) words.push(pick(budgets));
    const params = { q: next() < 0.05 ? '' : words.join(' ') };
    if (next() < 0.15) params.category = pick(filters);
    if (next() < 0.1) params.page = '2';
    return params;
  });
}

await runSearchBench({
  noun: 'service providers',
  countFlag: 'providers',
  defaultCount: '10000',
  seedArgs: (count) => ['--listings', '0', '--providers', String(count)],
  vacuumTables: ['service_providers', 'kyc_documents'],
  buildQueries,
  pathOf: (params) => `/api/services/search?${new URLSearchParams(params)}`,
});
