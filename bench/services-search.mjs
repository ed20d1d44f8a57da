// `npm run bench:services -- --providers 10000 [--engine postgres|pglite] [--clients 1,8,32] [--queries 1000]
//  [--runs 3] [--build dist] [--against other-build] [--keep | --reuse | --exact]`
//
// Seeds exactly N demo service providers with their accounts and reviews (the generator of `npm run seed --
// --providers N`, from the production build; no listings, so this measures the services search alone), makes
// 30 % of them verified as the app defines it (the three required KYC documents approved, see
// src/server/features/home-services/provider-rows.ts) and 10 % more half-way (two approved, the selfie still
// pending, so not verified), then sends a fixed mix of distinct job descriptions (bench/services-queries.mjs)
// to GET /api/services/search. The harness and its options: bench/http-search-bench.mjs.
import { runSearchBench } from './http-search-bench.mjs';
import { checkQueries } from './search-queries.mjs';
import { buildServiceQueries, serviceQueryKey } from './services-queries.mjs';

/** The generated providers' owners: demoServiceId(1, index) in provider-generator.ts. */
const generatedOwner = `p.user_id::text like '00000000-0000-4000-8001-%'`;
/** The provider's index, from the last 12 hex digits of its owner's id. */
const ownerIndex = `('x' || right(p.user_id::text, 12))::bit(48)::bigint`;
/** The documents that make 'Verified Provider' (requiredKycCategories in src/common/kyc/kyc-documents.ts). */
const requiredDocuments = `(values ('National ID', 'id_front'), ('National ID', 'id_back'), ('Selfie', 'selfie'))`;
/** Verified: owners with their three documents approved; the rest counted apart. */
const verifiedOwners = `
  select user_id from kyc_documents
  where status = 'approved' and document_category in ('id_front', 'id_back', 'selfie')
  group by user_id having count(*) = 3`;

await runSearchBench({
  title: 'bench:services, GET /api/services/search',
  noun: 'service providers',
  slug: 'providers',
  countFlag: 'providers',
  defaultCount: '10000',
  seedArgs: (count) => ['--listings', '0', '--providers', String(count)],
  /**
   * KYC documents for the generated providers: in each ten by index, three verified (all three approved) and
   * one waiting on its selfie. Idempotent (one document per owner and category).
   */
  async afterSeed(db) {
    await db.query(`
      insert into kyc_documents (user_id, document_type, document_category, document_path, file_label,
                                 content_type, size_bytes, status, reviewed_at)
      select o.user_id, d.type, d.category,
             'profile_documents/' || o.user_id || '/' || d.category || '/bench.jpg', 'bench.jpg',
             'image/jpeg', 180000,
             case when o.share = 3 and d.category = 'selfie' then 'pending' else 'approved' end,
             case when o.share = 3 and d.category = 'selfie' then null else now() end
      from (select p.user_id, (${ownerIndex} * 7) % 10 as share
            from service_providers p where ${generatedOwner}) o
      cross join ${requiredDocuments} as d(type, category)
      where o.share <= 3
      on conflict do nothing`);
    const [row] = await db.query(`select count(*)::int as n from kyc_documents`);
    return `KYC documents added: ${row.n.toLocaleString('en')} (30 % verified, 10 % with the selfie pending)`;
  },
  analyzeTables: ['service_providers', 'kyc_documents', 'service_reviews'],
  async countRows(db, count) {
    const [row] = await db.query(`
      select count(*)::int as generated,
             (count(*) filter (where v.user_id is not null))::int as verified,
             (count(*) filter (where (v.user_id is not null) <> p.verified or not p.listed))::int as stale,
             (select count(*)::int from service_providers) as "all"
      from service_providers p left join (${verifiedOwners}) v on v.user_id = p.user_id
      where ${generatedOwner}`);
    const share = row.generated ? Math.round((100 * row.verified) / row.generated) : 0;
    return {
      // The search reads listed and verified from the columns its triggers keep: every generated provider
      // is listed, and the column says verified exactly when the documents do.
      ok: row.generated === count && (count === 0 || row.verified > 0) && row.stale === 0,
      empty: row.all === 0,
      text:
        `${row.generated.toLocaleString('en')} generated service providers in the database ` +
        `(${row.verified.toLocaleString('en')} verified, ${share} %; ${row.all.toLocaleString('en')} profiles ` +
        `with the demo provider account; ${row.stale} whose listed or verified column disagrees), ` +
        'counted before measuring',
    };
  },
  buildQueries: buildServiceQueries,
  checkQueries: (queries) => checkQueries(queries, { textOf: (query) => query.q, keyOf: serviceQueryKey }),
  pathOf: (params) => `/api/services/search?${new URLSearchParams(params)}`,
});
