import type { Sql } from 'postgres';

/**
 * How many distinct statements one server process prepares: the statements of the code are a few hundred;
 * what goes past that runs unprepared, so neither this process nor the database's backends keep an
 * ever-growing statement cache.
 */
export const preparedStatementLimit = 2_000;

/**
 * How many statements seen once are remembered. A statement is prepared the second time it is sent: one whose
 * text carries values (a search's area ids, an `in (…)` list of some length) may never come again, and
 * preparing each of those would spend the limit before the code's own statements had their turn.
 */
const onceSeenLimit = 10_000;

type QueryOptions = { prepare?: boolean } & Record<string, unknown>;

/**
 * The postgres.js client with Drizzle's statements prepared, once per connection, instead of each sent
 * unnamed.
 *
 * Drizzle asks postgres.js for `prepare: false` on every query that was not given a name. postgres.js then
 * describes each query with parameters before it binds it: a round trip of its own, and it stops pipelining,
 * so every statement cost the database a parse and a plan and the request two round trips (issue 13's
 * transfers: about half of the server's and the database's time per transfer). A prepared statement is parsed
 * once per connection, then bound and executed in one message that pipelines with the next.
 *
 * Off (`DATABASE_PREPARED_STATEMENTS=0`) for a pooler that cannot keep a session's prepared statements
 * (PgBouncer before 1.21 in transaction mode).
 */
export function withPreparedStatements(client: Sql, limit = preparedStatementLimit): Sql {
  const prepared = new Set<string>();
  const seenOnce = new Set<string>();
  const mayPrepare = (statement: string) => {
    if (prepared.has(statement)) return true;
    if (prepared.size >= limit) return false;
    if (!seenOnce.delete(statement)) {
      if (seenOnce.size >= onceSeenLimit) seenOnce.clear();
      seenOnce.add(statement);
      return false;
    }
    prepared.add(statement);
    return true;
  };
  const wrap = (sql: Sql): Sql =>
    new Proxy(sql, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (property === 'unsafe') {
          return (statement: string, parameters?: unknown[], options: QueryOptions = {}) =>
            target.unsafe(statement, parameters as never, {
              ...options,
              prepare: options.prepare === true || mayPrepare(statement),
            });
        }
        // A transaction and a savepoint hand their callback a client of their own: it prepares too.
        if (property === 'begin' || property === 'savepoint') {
          return (...args: unknown[]) => {
            const callback = args.at(-1) as (scoped: Sql) => unknown;
            return (value as (...rest: unknown[]) => unknown).apply(target, [
              ...args.slice(0, -1),
              (scoped: Sql) => callback(wrap(scoped)),
            ]);
          };
        }
        return (value as (...rest: unknown[]) => unknown).bind(target);
      },
    });
  return wrap(client);
}
