// `npm run bench:search -- --listings 100000 [--engine postgres|pglite] [--clients 1,8,32] [--queries 1000]
//  [--runs 3] [--build dist] [--against other-build] [--keep | --reuse | --exact]`
//
// Seeds exactly N demo listings (the generator of `npm run seed`, from the production build) into a database
// of its own, starts the production build on it and sends a fixed mix of distinct home searches
// (bench/search-queries.mjs) to GET /api/search. Which database, how many rows it holds, the build and how
// the server time was taken are printed before the figures. The harness and its options:
// bench/http-search-bench.mjs.
import { runSearchBench } from './http-search-bench.mjs';
import { buildQueries, checkQueries } from './search-queries.mjs';

await runSearchBench({
  title: 'bench:search, GET /api/search',
  noun: 'listings',
  slug: 'listings',
  countFlag: 'listings',
  defaultCount: '100000',
  seedArgs: (count) => ['--listings', String(count)],
  analyzeTables: ['listings'],
  async countRows(db, count) {
    const [row] = await db.query(
      `select count(*)::int as "all", (count(*) filter (where status = 'live'))::int as live from listings`,
    );
    return {
      ok: row.all === count,
      empty: row.all === 0,
      text: `${row.all.toLocaleString('en')} listings in the database (${row.live.toLocaleString('en')} live), counted before measuring`,
    };
  },
  buildQueries,
  checkQueries,
  pathOf: ([q, intent]) => `/api/search?${new URLSearchParams({ q, intent })}`,
});
