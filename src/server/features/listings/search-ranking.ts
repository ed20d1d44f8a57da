import { and, eq, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Intent } from '@common/search/search-vocabulary';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema/index';
import type { SearchTerm } from './search-terms';
import { wordShares } from './word-shares';

/**
 * Ranks the live listings of one intent for a search, in SQL, and returns the first `need` of them:
 *
 *   ORDER BY score DESC, relevance DESC, verified DESC, created_at DESC, id DESC
 *
 * `score` is the summed rank weight of the criteria a home meets (search-terms.ts): how many it meets first,
 * then their weights. `relevance` is the text relevance of the words the parser did not understand (at most
 * four): PostgreSQL's ts_rank over the weighted `search_vector` (name A, address B, description C, weighed by
 * textWeights) for the homes whose text mentions any of them, and 0 for the others. With no criteria,
 * relevance is what is ranked. The order itself never filters: every live listing of the intent has a place
 * in it; the search lists only its first `exact + close` homes, which are exactly the homes meeting every
 * criterion or missing one (countMatches in count-matches.ts, perCriterionMet in search-terms.ts). Within a tie too large to rank every mention
 * (more than rescoreWindow homes of it mentioning a word), relevance orders the first rescoreWindow of them
 * in page order and the rest follow in page order (see inTieOrder).
 *
 * Scoring every listing means a scan of all of them (tens of milliseconds at 100,000 homes, hundreds at a
 * million), so cheaper stages come first, each exact when its test passes:
 *  1. Homes meeting every criterion, in tie order (see inTieOrder): with words, the ones mentioning a word
 *     ranked by relevance (over the window), then the rest in page order by an index scan that stops once the
 *     page is full. If
 *     they fill the page, no other home can outrank them.
 *  2. More candidate sets join a pool: the asked locations (scored), "every criterion but one" (in tie order,
 *     as all score the same), the asked types (scored). A home outside every set in the pool must miss
 *     certain criteria, which caps its score (outsideBound); once the page's last home scores above that cap,
 *     the page is proven. The sets are read from covering indexes (listings_live_location_idx,
 *     listings_live_type_idx, listings_live_order_idx) and each fetch stops at `need` rows.
 *  3. When the page is full but not proven: the homes scoring at least its last home, found as those meeting
 *     one of the lightest sets of criteria that reach that score (setsReaching), each set an index condition.
 *  4. Every live listing of the intent, scored: an index-only scan of listings_live_order_idx, which carries
 *     every column a criterion tests, with ts_rank computed only for the homes the text index finds.
 * With no criteria, the whole intent is one tie: in page order, or with free words by relevance over a
 * bounded window (inTieOrder).
 */

export interface RankPlan {
  intent: Intent;
  terms: readonly SearchTerm[];
  /** Free words for relevance; at most four (see relevanceWords). */
  words: readonly string[];
  /** With free words: how many homes of a tie relevance rescores (see inTieOrder); rescoreWindow unless set. */
  rescoreWindow?: number;
  /**
   * With free words and no criteria: only the homes mentioning a word have a place (they are what the search
   * counts as matching); the others are never listed after them.
   */
  onlyMentioning?: boolean;
}

/**
 * With free words, how many homes of a tie relevance rescores (see inTieOrder). At 100,000 listings, 500
 * costs 2 to 5 ms with common words (2,000 cost 8 to 25), and is still 10 to 40 times a page.
 */
export const rescoreWindow = 500;

export interface RankedListing {
  id: string;
  /** Summed weight of the criteria met (0 with no criteria). */
  score: number;
  /** ts_rank of the free words over the home's search vector; 0 when it mentions none of them. */
  relevance: number;
}

/**
 * ts_rank's weight for each part of `search_vector`. The name is what a host chose to lead with, so a word
 * there counts fully; the address names the street or estate people search by; the description is long and
 * mentions many things in passing, so a word found only there counts least. D is unused by the vector.
 */
export const textWeights = { name: 1, address: 0.7, description: 0.4 } as const;

/** ts_rank takes the weights as {D, C, B, A}. */
const rankWeights = sql.raw(
  `'{0.1, ${textWeights.description}, ${textWeights.address}, ${textWeights.name}}'::float4[]`,
);

/**
 * ts_rank's value for a home whose name mentions every word once and nothing else does: each word found
 * adds its weight divided by π²/6 (the limit of the sum ts_rank gives repeated mentions), and the sum is
 * averaged over the words. Relevance divided by this is a share, 1 for that home.
 */
export const nameOnlyRelevance = textWeights.name / (Math.PI ** 2 / 6);

// A literal, not a parameter: the planner must see it to use the partial indexes (WHERE status = 'live').
const isLive = sql`${listings.status} = 'live'`;
const pageOrder = [
  sql`${listings.verified} desc nulls last`,
  sql`${listings.createdAt} desc nulls last`,
  sql`${listings.id} desc nulls last`,
];

/**
 * Any of the words, as one tsquery: (a) | (b). Each word through plainto_tsquery, so its text is only ever
 * words, never operators. The planner folds it to a constant, so it is parsed once per query, not per row.
 */
export function anyWord(words: readonly string[]): SQL {
  return sql`(${sql.join(
    words.map((word) => sql`plainto_tsquery('english', ${word})`),
    sql` || `,
  )})`;
}

const mentionsAny = (words: readonly string[]): SQL => sql`${listings.searchVector} @@ ${anyWord(words)}`;

/**
 * The same test, hidden from the text index: for homes already narrowed to the asked areas when a word is
 * common (see commonWordShare). The planner otherwise ANDs the areas' few hundred homes with the text index's
 * bitmap of every home mentioning a word, which for a common word ("spacious": 40% of the demo inventory)
 * means decoding tens of thousands of entries (15 ms at 100,000 listings) to save testing a few hundred
 * vectors (under 1 ms). Its cost model does not count that decoding, so it has to be told.
 */
const mentionsAnyScanned = (words: readonly string[]): SQL =>
  sql`coalesce(${listings.searchVector} @@ ${anyWord(words)}, false)`;

/**
 * A word in at least this share of listings is common: its text-index bitmap (2,000 entries at 100,000
 * listings) costs about what testing the vectors of a few hundred homes in the asked areas does. Rarer words
 * are found faster by the index, however many homes the areas hold.
 */
export const commonWordShare = 0.02;

/**
 * The test for homes of `where`: scanned when `scanAreas` (the homes are within the asked areas and a word is
 * common; see rankByCriteria), by the text index otherwise.
 */
const mentionsAnyWithin = (words: readonly string[], scanAreas: boolean): SQL =>
  scanAreas ? mentionsAnyScanned(words) : mentionsAny(words);

/** ts_rank as float8, so the value JS reads back compares exactly as it did in SQL. */
export const rankOf = (words: readonly string[]): SQL =>
  sql`ts_rank(${rankWeights}, ${listings.searchVector}, ${anyWord(words)})::float8`;

/** A scored home with the keys of the search's order, so two candidate sets can be merged in JS. */
interface ScoredListing extends RankedListing {
  verified: boolean;
  /** created_at in microseconds as a fixed-width decimal string: a JS Date would drop the microseconds. */
  createdMicros: string;
}

/** The columns the order ends with (after score and relevance). */
const orderKeys = {
  id: listings.id,
  verified: listings.verified,
  createdMicros:
    sql<string>`lpad(((extract(epoch from ${listings.createdAt}) * 1000000)::bigint)::text, 20, '0')`.as(
      'created_micros',
    ),
};

/** The search's order over scored homes; the same as the SQL ORDER BY of every query here. */
function compareScored(a: ScoredListing, b: ScoredListing): number {
  return (
    b.score - a.score ||
    b.relevance - a.relevance ||
    Number(b.verified) - Number(a.verified) ||
    (a.createdMicros < b.createdMicros ? 1 : a.createdMicros > b.createdMicros ? -1 : 0) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/**
 * Homes meeting `where` in tie order, at most `need`, all given `score`. Without words, page order: an index
 * scan that stops once the page is full. With words, relevance first: ranking every home that mentions a word
 * would mean ts_rank over each one's wide row, with a common word ("quiet", "modern") most of the tie (100+
 * ms at 100,000 listings with no criteria, 30 at a million within one area), which no index can shorten
 * (PostgreSQL keeps no index in ts_rank's order). So relevance rescores a window: the first `rescoreWindow`
 * homes of the tie mentioning a word in page order (verified, newest), read by a scan that stops there,
 * ranked by relevance; the rest of the tie follows in page order as if mentioning nothing. When fewer homes
 * of the tie mention the words, the window holds them all and the order is exact.
 */
async function inTieOrder(
  db: Database,
  plan: RankPlan,
  where: SQL | undefined,
  need: number,
  score: number,
  scanAreas = false,
): Promise<ScoredListing[]> {
  const base = and(isLive, eq(listings.intent, plan.intent), where);
  if (plan.words.length === 0) return inPageOrder(db, base, need, score);
  const limit = plan.rescoreWindow ?? rescoreWindow;
  const window = db.$with('rescore_window').as(
    db
      .select({
        ...orderKeys,
        createdAt: listings.createdAt,
        // Computed where the scan emits rows: in page order the limit stops it at the window; a rare word
        // is read by the text index and sorted instead, and its few hits all get one.
        relevance: sql<number>`${rankOf(plan.words)}`.as('relevance'),
      })
      .from(listings)
      .where(and(base, mentionsAnyWithin(plan.words, scanAreas)))
      .orderBy(...pageOrder)
      .limit(limit),
  );
  const ranked = await db
    .with(window)
    .select({
      id: window.id,
      verified: window.verified,
      createdMicros: window.createdMicros,
      relevance: sql<number>`${window.relevance}`.mapWith(Number),
    })
    .from(window)
    .orderBy(
      sql`${window.relevance} desc`,
      sql`${window.verified} desc nulls last`,
      sql`${window.createdAt} desc nulls last`,
      sql`${window.id} desc nulls last`,
    )
    .limit(need);
  const taken = ranked.map((row) => ({ ...row, score }));
  if (taken.length >= need) return taken;
  // The whole window is taken. Short of the limit it held every home mentioning a word; at it, others may.
  if (plan.onlyMentioning && taken.length < limit) return taken;
  const others =
    taken.length < limit
      ? not(mentionsAny(plan.words))
      : and(
          notInArray(
            listings.id,
            taken.map((row) => row.id),
          ),
          plan.onlyMentioning ? mentionsAny(plan.words) : undefined,
        );
  return [...taken, ...(await inPageOrder(db, and(base, others), need - taken.length, score))];
}

/** Homes meeting `where` (the whole condition) in page order, at most `need`, all given `score` and relevance 0. */
async function inPageOrder(
  db: Database,
  where: SQL | undefined,
  need: number,
  score: number,
): Promise<ScoredListing[]> {
  const rows = await db
    .select(orderKeys)
    .from(listings)
    .where(where)
    .orderBy(...pageOrder)
    .limit(need);
  return rows.map((row) => ({ ...row, score, relevance: 0 }));
}

/** Every home meeting `where`, scored against all the criteria, best first; at most `need`. */
async function scored(
  db: Database,
  plan: RankPlan,
  where: SQL | undefined,
  need: number,
  scanAreas = false,
): Promise<ScoredListing[]> {
  const score =
    plan.terms.length === 0
      ? sql`0`
      : sql.join(
          plan.terms.map(
            (term) => sql`(case when ${term.condition} then ${sql.raw(String(term.rankWeight))} else 0 end)`,
          ),
          sql` + `,
        );
  const base = and(isLive, eq(listings.intent, plan.intent), where);
  const fields = { ...orderKeys, score: sql<number>`${score}`.mapWith(Number).as('score') };
  if (plan.words.length === 0) {
    const rows = await db
      .select(fields)
      .from(listings)
      .where(base)
      .orderBy(sql`score desc`, ...pageOrder)
      .limit(need);
    return rows.map((row) => ({ ...row, relevance: 0 }));
  }
  // Relevance is computed only for the homes the text index says mention a word, so the scan itself stays
  // on the narrow index and reads the wide rows (for their search vector) only for those.
  const hits = db.$with('hits').as(
    db
      .select({
        hitId: sql<string>`${listings.id}`.as('hit_id'),
        relevance: sql<number>`${rankOf(plan.words)}`.as('relevance'),
      })
      .from(listings)
      .where(and(base, mentionsAnyWithin(plan.words, scanAreas))),
  );
  return db
    .with(hits)
    .select({
      ...fields,
      relevance: sql<number>`coalesce(${hits.relevance}, 0)`.mapWith(Number).as('relevance'),
    })
    .from(listings)
    .leftJoin(hits, eq(hits.hitId, listings.id))
    .where(base)
    .orderBy(sql`score desc`, sql`relevance desc`, ...pageOrder)
    .limit(need);
}

/** Which candidate sets are in the pool (see rankByCriteria). */
interface Covered {
  location: boolean;
  type: boolean;
  /** Terms t whose set "meets every criterion but t" is in the pool. */
  allBut: Set<SearchTerm>;
}

/**
 * The most a home outside every candidate set in the pool can score: the total less the lightest set of
 * criteria such a home must miss. It misses at least one criterion (the full matches are all in the pool),
 * the location if the location set is in, the type if the type set is in, and not exactly one criterion t
 * whose "all but t" set is in.
 */
export function outsideBound(terms: readonly SearchTerm[], covered: Covered): number {
  const total = terms.reduce((sum, term) => sum + term.rankWeight, 0);
  const required = terms.filter(
    (term) =>
      (covered.location && term.criterion === 'location') ||
      (covered.type && term.criterion === 'propertyType'),
  );
  const lightest = (except: readonly SearchTerm[]) =>
    Math.min(...terms.filter((term) => !except.includes(term)).map((term) => term.rankWeight));
  const sum = (list: readonly SearchTerm[]) => list.reduce((acc, term) => acc + term.rankWeight, 0);
  let missed: number;
  if (required.length >= 2) missed = sum(required);
  else if (required.length === 1) {
    const only = required[0]!;
    missed = covered.allBut.has(only) ? only.rankWeight + lightest([only]) : only.rankWeight;
  } else {
    const singles = terms.filter((term) => !covered.allBut.has(term)).map((term) => term.rankWeight);
    const byWeight = [...terms].sort((a, b) => a.rankWeight - b.rankWeight);
    const pair = byWeight.length >= 2 ? byWeight[0]!.rankWeight + byWeight[1]!.rankWeight : Infinity;
    missed = Math.min(...singles, pair);
  }
  return total - missed;
}

/**
 * Every term's condition, and-ed. Without the nearby term's when the location's is there: the asked areas are
 * among the near ones, so it narrows nothing; with both, the planner counted the area's share twice (230 rows
 * estimated where 1,131 meet them, at 100,000 listings) and had one more condition to plan and test.
 */
function meetingAll(terms: readonly SearchTerm[]): SQL | undefined {
  const withLocation = terms.some((term) => term.criterion === 'location');
  return and(
    ...terms.filter((term) => !(withLocation && term.criterion === 'nearby')).map((term) => term.condition),
  );
}

/**
 * Criteria mode. The pool starts with the homes meeting every criterion; while the page cannot be proven
 * from it, another candidate set joins (each fetched best first, at most `need`):
 *   the asked locations (scored), then, without free words, "every criterion but t" for the location and
 *   for the lightest criteria (in tie order: they all score total − weight of t), then the asked types.
 * The page is proven once its last home scores above outsideBound; failing that, everything is scored.
 */
async function rankByCriteria(db: Database, plan: RankPlan, need: number): Promise<ScoredListing[]> {
  const total = plan.terms.reduce((sum, term) => sum + term.rankWeight, 0);
  const location = plan.terms.find((term) => term.criterion === 'location');
  const conditions = meetingAll(plan.terms);
  const scanAreas =
    location !== undefined &&
    plan.words.length > 0 &&
    (await wordShares(db, plan.words)).some((share) => share >= commonWordShare);
  let pool = await inTieOrder(db, plan, conditions, need, total, scanAreas);
  if (pool.length >= need) return pool;
  if (plan.terms.length === 1) {
    // One criterion: every home meeting it is in the pool, and all the others tie at 0.
    return [...pool, ...(await inTieOrder(db, plan, not(plan.terms[0]!.condition), need - pool.length, 0))];
  }

  const type = plan.terms.find((term) => term.criterion === 'propertyType');
  const covered: Covered = { location: false, type: false, allBut: new Set() };
  const allBut = (left: SearchTerm) => async () => {
    const others = meetingAll(plan.terms.filter((term) => term !== left));
    covered.allBut.add(left);
    return inTieOrder(db, plan, and(others, not(left.condition)), need, total - left.rankWeight);
  };
  const stages: Array<() => Promise<ScoredListing[]>> = [];
  if (location) {
    stages.push(async () => {
      covered.location = true;
      return scored(db, plan, location.condition, need, scanAreas);
    });
  }
  if (plan.words.length === 0) {
    if (location) stages.push(allBut(location));
    const lightFirst = [...plan.terms]
      // Not nearby: a home in the asked areas is near them, so "all but nearby" is always empty.
      .filter((term) => term !== location && term.criterion !== 'nearby')
      .sort((a, b) => a.rankWeight - b.rankWeight);
    for (const term of lightFirst.slice(0, 2)) stages.push(allBut(term));
  }
  if (type) {
    stages.push(async () => {
      covered.type = true;
      return scored(db, plan, and(type.condition, location ? not(location.condition) : undefined), need);
    });
  }
  const join = (rows: readonly ScoredListing[]) => {
    const seen = new Set(pool.map((row) => row.id));
    pool = [...pool, ...rows.filter((row) => !seen.has(row.id))].sort(compareScored).slice(0, need);
  };
  for (const stage of stages) {
    join(await stage());
    const last = pool[need - 1];
    if (last && last.score > outsideBound(plan.terms, covered)) return pool;
  }
  // Not proven, but the page is full: only homes scoring at least its last can still take a place, and each
  // of them meets one of the lightest sets of criteria reaching that score, which the indexes find (4 ms
  // where scoring every home takes 70 at 100,000 listings).
  const last = pool[need - 1];
  const reaching = last ? setsReaching(plan.terms, last.score) : [];
  if (reaching.length > 0 && reaching.length <= maxReachingSets) {
    join(await scored(db, plan, or(...reaching.map((set) => meetingAll(set))), need));
    return pool;
  }
  return scored(db, plan, undefined, need);
}

/** More sets than this make a condition the planner takes longer over than the scan it would save. */
const maxReachingSets = 16;

/**
 * The minimal sets of criteria whose weights reach `score`: a home scores at least `score` exactly when it
 * meets every criterion of one of them. Empty when `score` is 0 or less (every home reaches it, so no
 * condition narrows) or more than the criteria weigh together.
 */
export function setsReaching(terms: readonly SearchTerm[], score: number): SearchTerm[][] {
  if (score <= 0) return [];
  const sets: SearchTerm[][] = [];
  for (let mask = 1; mask < 1 << terms.length; mask += 1) {
    const set = terms.filter((_, i) => mask & (1 << i));
    const weight = set.reduce((sum, term) => sum + term.rankWeight, 0);
    // Minimal: dropping any one criterion falls short.
    if (weight >= score && set.every((term) => weight - term.rankWeight < score)) sets.push(set);
  }
  return sets;
}

const ranked = (rows: readonly ScoredListing[]): RankedListing[] =>
  rows.map((row) => ({ id: row.id, score: row.score, relevance: row.relevance }));

/** The first `need` listings of the search's order, with their scores and relevance. */
export async function rankListings(db: Database, plan: RankPlan, need: number): Promise<RankedListing[]> {
  if (plan.terms.length > 0) return ranked(await rankByCriteria(db, plan, need));
  // No criteria: every home ties at score 0, so the order is relevance, then verified, then newest.
  return ranked(await inTieOrder(db, plan, undefined, need, 0));
}

/** The last stage on its own: every live listing of the intent scored. Also the reference the tests hold the staged ranking to. */
export async function rankByFullScan(db: Database, plan: RankPlan, need: number): Promise<RankedListing[]> {
  return ranked(await scored(db, plan, undefined, need));
}
