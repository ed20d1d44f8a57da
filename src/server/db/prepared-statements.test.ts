import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { openDatabase } from './client';
import { withPreparedStatements } from './prepared-statements';
import { users } from './schema/index';

type Call = { statement: string; prepare: unknown };

/** A stand-in for the postgres.js client that records what it was asked to run. */
function recordingClient(calls: Call[]): Sql {
  const client = {
    options: { parsers: {} },
    unsafe: (statement: string, _parameters: unknown, options: { prepare?: unknown } = {}) => {
      calls.push({ statement, prepare: options.prepare });
      return Promise.resolve([]);
    },
    begin: (...args: unknown[]) => (args.at(-1) as (scoped: Sql) => unknown)(client as unknown as Sql),
    savepoint: (callback: (scoped: Sql) => unknown) => callback(client as unknown as Sql),
    end: function end(this: unknown) {
      return this;
    },
  };
  return client as unknown as Sql;
}

describe('withPreparedStatements', () => {
  it('prepares what Drizzle sends unprepared from its second time on, in a transaction and a savepoint too', async () => {
    const calls: Call[] = [];
    const client = withPreparedStatements(recordingClient(calls));
    for (let time = 0; time < 2; time += 1) {
      await client.unsafe('select 1 where $1', [1], { prepare: false });
      await client.begin('read write', async (tx) => {
        await tx.unsafe('select 2 where $1', [2], { prepare: false });
        await tx.savepoint(async (inner) => {
          await inner.unsafe('select 3 where $1', [3], { prepare: false });
        });
      });
    }
    expect(calls.map((call) => call.prepare)).toEqual([false, false, false, true, true, true]);
    expect(calls.slice(3).map((call) => call.statement)).toEqual([
      'select 1 where $1',
      'select 2 where $1',
      'select 3 where $1',
    ]);
  });

  it('prepares at most `limit` distinct statements; a prepared one stays so, a new one past it does not', async () => {
    const calls: Call[] = [];
    const client = withPreparedStatements(recordingClient(calls), 2);
    for (const statement of ['a', 'a', 'b', 'b', 'c', 'c', 'a', 'd', 'b'])
      await client.unsafe(statement, [], { prepare: false });
    expect(calls.map((call) => `${call.statement}:${String(call.prepare)}`)).toEqual([
      'a:false',
      'a:true',
      'b:false',
      'b:true',
      'c:false',
      'c:false',
      'a:true',
      'd:false',
      'b:true',
    ]);
  });

  it('keeps a caller that asks for a prepared statement prepared, past the limit too', async () => {
    const calls: Call[] = [];
    const client = withPreparedStatements(recordingClient(calls), 0);
    await client.unsafe('named', [], { prepare: true });
    await client.unsafe('unnamed', [], {});
    expect(calls).toEqual([
      { statement: 'named', prepare: true },
      { statement: 'unnamed', prepare: false },
    ]);
  });

  it('passes everything else through, bound to the client', () => {
    const client = withPreparedStatements(recordingClient([]));
    expect(client.options).toEqual({ parsers: {} });
    expect((client as unknown as { end: () => unknown }).end()).not.toBe(undefined);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/** The statements prepared on the connection the transaction holds, once it sent one twice. */
async function preparedOn(handle: DatabaseHandle, userId: string): Promise<string[]> {
  return handle.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    const rows = await tx.execute<{ statement: string }>(sql`select statement from pg_prepared_statements`);
    return [...rows].map((row) => row.statement);
  });
}

describe.skipIf(!serverUrl)('prepared statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let unprepared: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    // A second pool on the same database, with prepared statements off.
    const name = `abode_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ url: url.toString(), maxConnections: 1, preparedStatements: false });
    unprepared = {
      ...opened,
      close: async () => {
        await opened.close();
        const dropper = postgres(serverUrl!, { max: 1, onnotice: () => {} });
        await dropper.unsafe(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
    await unprepared.db.execute(sql`create table users (id uuid primary key)`);
  });
  afterAll(async () => {
    await handle?.close();
    await unprepared?.close();
  });

  it("prepares a Drizzle query with parameters on the transaction's connection", async () => {
    const statements = await preparedOn(handle, '00000000-0000-4000-8000-000000000001');
    expect(statements.some((s) => s.includes('from "users" where "users"."id" = $1'))).toBe(true);
  });

  it('prepares nothing when turned off (DATABASE_PREPARED_STATEMENTS=0)', async () => {
    const statements = await preparedOn(unprepared, '00000000-0000-4000-8000-000000000001');
    // postgres.js prepares its own look-up of the array types; none of the code's statements is.
    expect(statements.filter((s) => s.includes('"users"'))).toEqual([]);
  });
});
