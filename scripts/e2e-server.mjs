// Builds the app and serves it on a fresh embedded database for the end-to-end tests.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const port = process.env.PORT ?? '4173';
if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = path.resolve(`.data-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
process.env.NODE_ENV = 'test';
// The sign-up helper gives each test account an address of its own (e2e/support/auth.ts).
process.env.TRUST_PROXY = '1';
// 'Continue with Google' through the local OpenID Connect stand-in (e2e/google-sign-in.spec.ts).
process.env.GOOGLE_ENV ??= 'standin';
await import(pathToFileURL(path.resolve('dist/server/index.js')).href);
