// `npm run test:pg`: every database suite against the PostgreSQL server in DATABASE_URL. Each suite creates
// and drops its own throwaway database there, so the role needs the CREATEDB right.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required: the PostgreSQL server to run the database suites on.');
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: '' },
});
process.exit(result.status ?? 1);
