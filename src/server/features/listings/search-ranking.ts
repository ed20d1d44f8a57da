import { and, eq, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Intent } from '@common/search/search-vocabulary';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema/index';
import type { SearchTerm } from './search-terms';

/**
 * Ranks the live listings of one intent for a search, in SQL, and returns the first `need` of them:
 *
 *   ORDER BY score DESC, mentions DESC, verified DESC, created_at DESC, id DESC
 *
 * `score` is the summed weight of the criteria a home meets (search-terms.ts). `mentions` is the text
 * relevance: how many of the words the parser did not understand (at most four) the home's name, address or
 * description contains, by PostgreSQL's English stemming. With no criteria, the words are what is ranked.
 * Criteria never filter: every live listing of the intent has a place in the order.
 *
 * Scoring every listing means a scan of all of them (tens of milliseconds at 100,000 homes, hundreds at a
 * million), so cheaper stages come first, each exact when its test passes:
 *  1. Homes meeting every criterion, in page order: an index scan that stops once the page is full (with
 *     words, one such scan per number of words mentioned, most first). If they fill the page, no other home
 *     can outrank them.
 *  2. More candidate sets join a pool: the asked locations (scored), "every criterion but one" (in page
 *     order, as all score the same), the asked types (scored). A home outside every set in the pool must
 *     miss certain criteria, which caps its score (outsideBound); once the page's last home scores above
 *     that cap, the page is proven. The sets are read from covering indexes (listings_live_location_idx,
 *     listings_live_type_idx, listings_live_order_idx) and each fetch stops at `need` rows.
 *  3. Every live listing of the intent, scored: an index-only scan of listings_live_order_idx, which
 *     carries every column a criterion tests.
 */

export interface RankPlan {
  intent: Intent;
  terms: readonly SearchTerm[];
  /** Free words for relevance; at most four (see relevanceWords). */
  words: readonly string[];
}

export interface RankedListing {
  id: string;
  /** Summed weight of the criteria met; with no criteria, the number of words mentioned. */
  score: number;
}

// A literal, not a parameter: the planner must see it to use the partial indexes (WHERE status = 'live').
const isLive = sql`${listings.status} = 'live'`;
const pageOrder = [
  sql`${listings.verified} desc nulls last`,
  sql`${listings.createdAt} desc nulls last`,
  sql`${listings.id} desc nulls last`,
];

const wordQuery = (word: string): SQL => sql`plainto_tsquery('english', ${word})`;

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) =>
    combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

/** A tsquery matching text that mentions at least `count` of the words: (a & b) | (a & c) | (b & c). */
function mentionsAtLeast(words: readonly string[], count: number): SQL {
  const groups = combinations(words, count).map(
    (group) => sql`(${sql.join(group.map(wordQuery), sql` && `)})`,
  );
  return sql`${listings.searchVector} @@ (${sql.join(groups, sql` || `)})`;
}

function mentionCount(words: readonly string[]): SQL {
  return sql.join(
    words.map((word) => sql`(${listings.searchVector} @@ ${wordQuery(word)})::int`),
    sql` + `,
  );
}

/** A scored home with the keys of the search's order, so two candidate sets can be merged in JS. */
interface ScoredListing extends RankedListing {
  mentions: number;
  verified: boolean;
  /** created_at in microseconds as a fixed-width decimal string: a JS Date would drop the microseconds. */
  createdMicros: string;
}

/** The columns the order ends with (after score and mentions). */
const orderKeys = {
  id: listings.id,
  verified: listings.verified,
  createdMicros: sql<string>`lpad(((extract(epoch from ${listings.createdAt}) * 1000000)::bigint)::text, 20, '0')`,
};

/** The search's order over scored homes; the same as the SQL ORDER BY of every query here. */
function compareScored(a: ScoredListing, b: ScoredListing): number {
  return (
    b.score - a.score ||
    b.mentions - a.mentions ||
    Number(b.verified) - Number(a.verified) ||
    (a.createdMicros < b.createdMicros ? 1 : a.createdMicros > b.createdMicros ? -1 : 0) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/**
 * Homes meeting `where` in tie order, at most `need`, all given `score`, each with the words it mentions. With words,
 * one page-order scan per mention count from all of them down to none: every home mentioning more was taken
 * by an earlier scan, which found fewer than it was allowed to.
 */
async function inTieOrder(
  db: Database,
  plan: RankPlan,
  where: SQL | undefined,
  need: number,
  score: number,
): Promise<ScoredListing[]> {
  const base = and(isLive, eq(listings.intent, plan.intent), where);
  const taken: ScoredListing[] = [];
  for (let mentions = plan.words.length; mentions >= 0 && taken.length < need; mentions -= 1) {
    const rows = await db
      .select(orderKeys)
      .from(listings)
      .where(
        and(
          base,
          mentions > 0 ? mentionsAtLeast(plan.words, mentions) : undefined,
          taken.length > 0
            ? notInArray(
                listings.id,
                taken.map((row) => row.id),
              )
            : undefined,
        ),
      )
      .orderBy(...pageOrder)
      .limit(need - taken.length);
    taken.push(...rows.map((row) => ({ ...row, score, mentions })));
  }
  return taken;
}

/** Every home meeting `where`, scored against all the criteria, best first; at most `need`. */
async function scored(
  db: Database,
  plan: RankPlan,
  where: SQL | undefined,
  need: number,
): Promise<ScoredListing[]> {
  const score =
    plan.terms.length === 0
      ? sql`0`
      : sql.join(
          plan.terms.map(
            (term) => sql`(case when ${term.condition} then ${sql.raw(String(term.weight))} else 0 end)`,
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
    return rows.map((row) => ({ ...row, mentions: 0 }));
  }
  // Mentions are counted only for the homes the text index says mention any word, so the scan itself
  // stays on the narrow index.
  const hits = db.$with('hits').as(
    db
      .select({
        hitId: sql<string>`${listings.id}`.as('hit_id'),
        mentions: sql<number>`${mentionCount(plan.words)}`.as('mentions'),
      })
      .from(listings)
      .where(and(base, mentionsAtLeast(plan.words, 1))),
  );
  return db
    .with(hits)
    .select({
      ...fields,
      mentions: sql<number>`coalesce(${hits.mentions}, 0)`.mapWith(Number).as('mentions'),
    })
    .from(listings)
    .leftJoin(hits, eq(hits.hitId, listings.id))
    .where(base)
    .orderBy(sql`score desc`, sql`mentions desc`, ...pageOrder)
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
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  const required = terms.filter(
    (term) =>
      (covered.location && term.criterion === 'location') ||
      (covered.type && term.criterion === 'propertyType'),
  );
  const lightest = (except: readonly SearchTerm[]) =>
    Math.min(...terms.filter((term) => !except.includes(term)).map((term) => term.weight));
  const sum = (list: readonly SearchTerm[]) => list.reduce((acc, term) => acc + term.weight, 0);
  let missed: number;
  if (required.length >= 2) missed = sum(required);
  else if (required.length === 1) {
    const only = required[0]!;
    missed = covered.allBut.has(only) ? only.weight + lightest([only]) : only.weight;
  } else {
    const singles = terms.filter((term) => !covered.allBut.has(term)).map((term) => term.weight);
    const byWeight = [...terms].sort((a, b) => a.weight - b.weight);
    const pair = byWeight.length >= 2 ? byWeight[0]!.weight + byWeight[1]!.weight : Infinity;
    missed = Math.min(...singles, pair);
  }
  return total - missed;
}

/**
 * Criteria mode. The pool starts with the homes meeting every criterion; while the page cannot be proven
 * from it, another candidate set joins (each fetched best first, at most `need`):
 *   the asked locations (scored), then, without free words, "every criterion but t" for the location and
 *   for the lightest criteria (in page order: they all score total − weight of t), then the asked types.
 * The page is proven once its last home scores above outsideBound; failing that, everything is scored.
 */
async function rankByCriteria(db: Database, plan: RankPlan, need: number): Promise<RankedListing[]> {
  const total = plan.terms.reduce((sum, term) => sum + term.weight, 0);
  let pool = await inTieOrder(db, plan, and(...plan.terms.map((term) => term.condition)), need, total);
  if (pool.length >= need) return pool;
  if (plan.terms.length === 1) {
    // One criterion: every home meeting it is in the pool, and all the others tie at 0.
    return [...pool, ...(await inTieOrder(db, plan, not(plan.terms[0]!.condition), need - pool.length, 0))];
  }

  const location = plan.terms.find((term) => term.criterion === 'location');
  const type = plan.terms.find((term) => term.criterion === 'propertyType');
  const covered: Covered = { location: false, type: false, allBut: new Set() };
  const allBut = (left: SearchTerm) => async () => {
    const others = plan.terms.filter((term) => term !== left).map((term) => term.condition);
    covered.allBut.add(left);
    return inTieOrder(db, plan, and(...others, not(left.condition)), need, total - left.weight);
  };
  const stages: Array<() => Promise<ScoredListing[]>> = [];
  if (location) {
    stages.push(async () => {
      covered.location = true;
      return scored(db, plan, location.condition, need);
    });
  }
  if (plan.words.length === 0) {
    if (location) stages.push(allBut(location));
    const lightFirst = [...plan.terms]
      .filter((term) => term !== location)
      .sort((a, b) => a.weight - b.weight);
    for (const term of lightFirst.slice(0, 2)) stages.push(allBut(term));
  }
  if (type) {
    stages.push(async () => {
      covered.type = true;
      return scored(db, plan, and(type.condition, location ? not(location.condition) : undefined), need);
    });
  }
  for (const stage of stages) {
    const seen = new Set(pool.map((row) => row.id));
    const rows = (await stage()).filter((row) => !seen.has(row.id));
    pool = [...pool, ...rows].sort(compareScored).slice(0, need);
    const last = pool[need - 1];
    if (last && last.score > outsideBound(plan.terms, covered)) return pool;
  }
  return rankByFullScan(db, plan, need);
}

/** The first `need` listings of the search's order, with their scores. */
export async function rankListings(db: Database, plan: RankPlan, need: number): Promise<RankedListing[]> {
  if (plan.terms.length > 0) return rankByCriteria(db, plan, need);
  // No criteria: the words (if any) are what is ranked, and a home's score is how many it mentions.
  const rows = await inTieOrder(db, plan, undefined, need, 0);
  return rows.map((row) => ({ id: row.id, score: row.mentions }));
}

/** The last stage on its own: every live listing of the intent scored. Also the reference the tests hold the staged ranking to. */
export async function rankByFullScan(db: Database, plan: RankPlan, need: number): Promise<RankedListing[]> {
  const rows = await scored(db, plan, undefined, need);
  return rows.map((row) => ({ id: row.id, score: row.score }));
}
