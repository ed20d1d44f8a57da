import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.aliases';

export default defineConfig({
  // The Lingui macros in the web app's code and tests (docs/i18n.md); the server's files are left to esbuild.
  plugins: [
    react({
      include: /src\/web\/.*\.[jt]sx?$/,
      babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] },
    }),
    lingui(),
  ],
  resolve: { alias: aliases },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'testing/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['src/server/testing/migrated-database.global-setup.ts'],
    // Each database suite opens its own PGlite; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // A worker keeps its imported modules from one test file to the next: importing the server anew for each
    // file was most of the run (collect 411 s of 497 s on PostgreSQL in CI; the whole run 824 s here, 440 s
    // without). Every suite makes its own database and app, and no test mocks a module. What a worker shares
    // is what the server shares between requests, such as @hono/node-server's Response in place of the global
    // one once any suite has started a server (the middleware tests put it there themselves).
    isolate: false,
  },
});
