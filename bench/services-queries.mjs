// The fixed query mix of `npm run bench:services`: job descriptions people type, seeded, so every run sends the
// same distinct searches in the same order (checked by checkQueries in search-queries.mjs).

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

/** Two job searches are the same when their parameters are, the text's case and spacing aside. */
export const serviceQueryKey = (params) =>
  JSON.stringify({ ...params, q: params.q.toLowerCase().replace(/\s+/g, ' ').trim() });

/** `count` distinct searches (query parameters), always the same ones: a repeat is skipped, the next drawn. */
export function buildServiceQueries(count) {
  let state = 0x5e41ce;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (items) => items[Math.floor(next() * items.length)];
  const queries = [];
  const seen = new Set();
  for (let drawn = 0; queries.length < count; drawn += 1) {
    if (drawn > count * 20) throw new Error(`only ${queries.length} distinct job searches in ${drawn} draws`);
    const words = [pick(jobs)];
    if (next() < 0.75) words.push('in', pick(places));
    if (next() < 0.3) words.push(pick(budgets));
    const params = { q: next() < 0.05 ? '' : words.join(' ') };
    if (next() < 0.15) params.category = pick(filters);
    if (next() < 0.1) params.page = '2';
    if (seen.has(serviceQueryKey(params))) continue;
    seen.add(serviceQueryKey(params));
    queries.push(params);
  }
  return queries;
}
