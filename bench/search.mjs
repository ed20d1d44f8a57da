// `npm run bench:search -- --listings 100000 [--engine postgres|pglite] [--clients 1,8,32] [--queries 1000]
//  [--runs 3] [--skip-seed]`
//
// Seeds N demo listings (the same generator as `npm run seed`) and sends a fixed mix of realistic home
// searches (bench/search-queries.mjs) to GET /api/search. The harness: bench/http-search-bench.mjs.
import { runSearchBench } from './http-search-bench.mjs';
import { buildQueries } from './search-queries.mjs';

await runSearchBench({
  noun: 'listings',
  countFlag: 'listings',
  defaultCount: '100000',
  seedArgs: (count) => ['--listings', String(count)],
  vacuumTables: ['listings'],
  buildQueries,
  pathOf: ([q, intent]) => `/api/search?${new URLSearchParams({ q, intent })}`,
});
