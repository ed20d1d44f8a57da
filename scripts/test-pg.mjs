// `npm run test:pg`: every database suite (scripts/database-suites.mjs) against the PostgreSQL server in
// DATABASE_URL. Each suite creates and drops its own throwaway database there, so the role needs the CREATEDB
// right. Test files named on the command line (a path with a slash or `.test.`) run instead.
import { spawnSync } from 'node:child_process';
import { databaseSuites } from './database-suites.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required: the PostgreSQL server to run the database suites on.');
  process.exit(1);
}
const args = process.argv.slice(2);
const named = args.some((arg) => /\.test\.|\//.test(arg));
const result = spawnSync('npx', ['vitest', 'run', ...(named ? [] : databaseSuites()), ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: '' },
});
process.exit(result.status ?? 1);
