import { defineConfig } from 'vitest/config';
import { aliases } from './vite.aliases';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'testing/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['src/server/testing/migrated-database.global-setup.ts'],
    // Each database suite opens its own PGlite; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
